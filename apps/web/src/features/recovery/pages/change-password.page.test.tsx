// @vitest-environment jsdom
import { type RecoveryLinkInfo, ZPasswordSetResponse, ZRecoveryLinkInfo } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

/**
 * The administrator's change-password link: the same screen as /reset-password/:id (its loading, retry and the
 * password's messages are tested there); here what differs — its words, its dead link's way out, its endpoint.
 */
const PATH = '/change-password/token-abc';
const linkAnswer = (answer: Parameters<typeof mockApi<typeof ZRecoveryLinkInfo>>[3]) =>
  mockApi('get', '/api/auth/change-password/:token', ZRecoveryLinkInfo, answer);
const live = (reason: RecoveryLinkInfo['reason']): RecoveryLinkInfo => ({
  valid: true,
  email_hint: 'a***@acme.test',
  reason,
});

describe('/change-password/:id', () => {
  it("says an administrator asked for the change, and sets it through the link's own endpoint", async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp(PATH, {
      as: 'visitor',
      api: [
        linkAnswer(() => live('password_change')),
        mockApi('post', '/api/auth/change-password/:token', ZPasswordSetResponse, () => ({
          ok: true,
          email: 'ada@acme.test',
        })),
      ],
    });
    expect(await screen.findByText(/An administrator asked you to choose a new password/)).toBeTruthy();
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
    await user.type(screen.getByLabelText('New password'), 'New-pass1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password/complete'));
    const [sent] = await requests.matching('POST', '/api/auth/change-password/token-abc');
    expect(sent?.body).toEqual({ password: 'New-pass1!', confirm_password: 'New-pass1!' });
  });

  it("welcomes an invited member in the invitation's words", async () => {
    await renderApp(PATH, { as: 'visitor', api: [linkAnswer(() => live('invite'))] });
    expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set my password' })).toBeTruthy();
  });

  it('sends the owner of a dead link to a password reset', async () => {
    await renderApp(PATH, {
      as: 'visitor',
      api: [linkAnswer(() => apiError(404, 'NOT_FOUND', 'Link not found'))],
    });
    expect(await screen.findByTestId('invalid-link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset my password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
