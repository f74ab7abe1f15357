// @vitest-environment jsdom
import { ZSessionGrant } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { ADVERTISER_ADMIN, sessionGrantOf, sessionHandlers } from '../../../testing/callers.ts';
import { renderApp, screen, waitFor } from '../../../testing/render-app.tsx';
import { shellHandlers } from '../../../testing/shell-handlers.ts';

const page = () => screen.getByRole('main');
const impersonated = () => {
  const grant = sessionGrantOf(ADVERTISER_ADMIN);
  return { ...grant, user_data: { ...grant.user_data, impersonated: true } };
};

describe('/login-bypass/:token', () => {
  it('signs in once with the link, saying so while it works, then opens the dashboard', async () => {
    const hold = heldAnswer();
    const requests = recordRequests();
    const { router } = await renderApp('/login-bypass/one-time-token', {
      as: 'visitor',
      api: [
        mockApi('post', '/api/auth/login-bypass', ZSessionGrant, async () => {
          await hold.promise;
          return impersonated();
        }),
        // After sign-in the app is the advertiser's: its session and shell answer.
        ...sessionHandlers(ADVERTISER_ADMIN),
        ...shellHandlers(),
      ],
    });
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login-bypass/one-time-token'));
    const sent = await requests.matching('POST', '/api/auth/login-bypass');
    expect(sent.map((request) => request.body)).toEqual([{ token: 'one-time-token' }]);
  });

  it('says a used, expired or unknown link is not valid, with the way back to sign-in', async () => {
    await renderApp('/login-bypass/used-token', {
      as: 'visitor',
      api: [
        mockApi('post', '/api/auth/login-bypass', ZSessionGrant, () =>
          apiError(404, 'NOT_FOUND', 'Not found'),
        ),
      ],
    });
    const failed = await screen.findByTestId('login-bypass-failed');
    expect(failed.textContent).toBe(
      'This sign-in link is not valid: it was already used, has expired or does not exist. Please contact the admin for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(await axeProblems(page())).toEqual([]);
  });
});
