// @vitest-environment jsdom
import { type RecoveryLinkInfo, ZPasswordSetResponse, ZRecoveryLinkInfo } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { fieldMessage, renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const TOKEN = 'token-abc';
const PATH = `/reset-password/${TOKEN}`;
const API = `/api/auth/reset-password/${TOKEN}`;
const LINK_INFO: RecoveryLinkInfo = { valid: true, email_hint: 'a***@acme.test', reason: 'password_reset' };
const liveLink = mockApi('get', '/api/auth/reset-password/:token', ZRecoveryLinkInfo, () => LINK_INFO);

describe('/reset-password/:id', () => {
  it('checks the link first, then asks for the new password', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      as: 'visitor',
      api: [
        mockApi('get', '/api/auth/reset-password/:token', ZRecoveryLinkInfo, async () => {
          await hold.promise;
          return LINK_INFO;
        }),
      ],
    });
    expect(await screen.findByText('Checking your link…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByText(/Choose a new password for a\*\*\*@acme\.test/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says a used or expired link is no longer valid, with the way to a new one', async () => {
    await renderApp(PATH, {
      as: 'visitor',
      api: [
        mockApi('get', '/api/auth/reset-password/:token', ZRecoveryLinkInfo, () =>
          apiError(404, 'NOT_FOUND', 'Link not found'),
        ),
      ],
    });
    expect(await screen.findByTestId('invalid-link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the link cannot be checked, and checks it again on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      as: 'visitor',
      api: [
        mockApi('get', '/api/auth/reset-password/:token', ZRecoveryLinkInfo, () => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : LINK_INFO;
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Choose a new password for a\*\*\*@acme\.test/)).toBeTruthy();
  });

  it("refuses a short, a too simple and an unconfirmed password in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, { as: 'visitor', api: [liveLink] });
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(fieldMessage(password)).toContain('This field is required'));
    expect(fieldMessage(confirm)).toContain('This field is required');
    expect(await axeProblems(page())).toEqual([]);
    await user.type(password, 'Ab1!');
    await waitFor(() => expect(fieldMessage(password)).toContain('Password must be at least 8 characters'));
    await user.clear(password);
    await user.type(password, 'abcdefgh');
    await waitFor(() =>
      expect(fieldMessage(password)).toContain(
        'Password must contain an uppercase letter, a lowercase letter, a digit and a special character',
      ),
    );
    await user.clear(password);
    await user.type(password, 'New-pass1!');
    await user.type(confirm, 'New-pass2!');
    await waitFor(() => expect(fieldMessage(confirm)).toContain('The password confirmation does not match'));
    expect(await requests.matching('POST', API)).toEqual([]);
  });

  it('sets the new password, ends the session and says it is changed', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp(PATH, {
      as: 'visitor',
      api: [
        liveLink,
        mockApi('post', '/api/auth/reset-password/:token', ZPasswordSetResponse, () => ({
          ok: true,
          email: 'ada@acme.test',
        })),
      ],
    });
    await user.type(await screen.findByLabelText('New password'), 'New-pass1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass1!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password/complete'));
    expect(await screen.findByTestId('password-changed')).toBeTruthy();
    const [sent] = await requests.matching('POST', API);
    expect(sent?.body).toEqual({ password: 'New-pass1!', confirm_password: 'New-pass1!' });
    expect(session.getState().accessToken).toBeNull();
  });
});
