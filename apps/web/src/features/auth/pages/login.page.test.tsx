// @vitest-environment jsdom
import { ZDepositPage, ZLoginResponse } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { ADVERTISER_ADMIN, sessionGrantOf, sessionHandlers } from '../../../testing/callers.ts';
import { noDeposits } from '../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor } from '../../../testing/render-app.tsx';
import { shellHandlers } from '../../../testing/shell-handlers.ts';

const signIn = (answer: Parameters<typeof mockApi<typeof ZLoginResponse>>[3]) =>
  mockApi('post', '/api/auth/login', ZLoginResponse, answer);

describe('/login', () => {
  it('sends a visitor who never chose a language to /select-language first', async () => {
    const { router } = await renderApp('/login', { as: 'visitor', language: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-language'));
  });

  it("refuses an empty form and a malformed email in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/login', { as: 'visitor' });
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fieldMessage(email)).toBe('This field is required'));
    expect(fieldMessage(password)).toBe('This field is required');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);

    await user.type(email, 'ada@');
    await waitFor(() => expect(fieldMessage(email)).toBe('The Email field must be a valid email'));
    expect(await requests.matching('POST', '/api/auth/login')).toEqual([]);
  });

  it("says a refused sign-in in the form, with the server's words, after sending the form as typed", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/login', {
      as: 'visitor',
      api: [signIn(() => apiError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect'))],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Wrong-pass1!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'The email or password is incorrect',
    );
    const [sent] = await requests.matching('POST', '/api/auth/login');
    expect(sent?.body).toEqual({ email: 'ada@acme.test', password: 'Wrong-pass1!', remember_me: true });
    expect(session.getState().accessToken).toBeNull();
  });

  it('stores the session and goes back to the page the visitor was sent away from', async () => {
    const { user, router } = await renderApp('/login?redirect=%2Fdeposit', {
      as: 'visitor',
      api: [
        signIn(() => sessionGrantOf(ADVERTISER_ADMIN)),
        ...sessionHandlers(ADVERTISER_ADMIN),
        ...shellHandlers(),
        mockApi('get', '/api/deposits', ZDepositPage, () => noDeposits),
      ],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Right-pass1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(session.getState().accessToken).toBe('access-token-test');
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeTruthy();
  });

  it('goes to /two-steps when the account asks for its two-step code', async () => {
    const { user, router } = await renderApp('/login', {
      as: 'visitor',
      api: [signIn(() => ({ two_factor_required: true, challenge: 'challenge-1' }))],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Right-pass1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-steps'));
    expect(session.getState().accessToken).toBeNull();
  });
});
