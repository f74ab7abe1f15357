// @vitest-environment jsdom
import { ZDepositPage, ZSessionGrant } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { ADVERTISER_ADMIN, sessionGrantOf, sessionHandlers } from '../../../testing/callers.ts';
import { noDeposits } from '../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor } from '../../../testing/render-app.tsx';
import { shellHandlers } from '../../../testing/shell-handlers.ts';
import { twoFactorChallenge } from '../sign-in.ts';

const page = () => screen.getByRole('main');
const verify = (answer: Parameters<typeof mockApi<typeof ZSessionGrant>>[3]) =>
  mockApi('post', '/api/auth/two-factor', ZSessionGrant, answer);

describe('/two-steps', () => {
  it('says a sign-in without its first step has expired, with the way back', async () => {
    await renderApp('/two-steps', { as: 'visitor' });
    expect((await screen.findByTestId('two-steps-expired')).textContent).toBe(
      'Your sign-in has expired. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(await axeProblems(page())).toEqual([]);
  });

  it("refuses an empty code and one that is not 6 digits in the spec's words, sending nothing", async () => {
    twoFactorChallenge.save('challenge-1');
    const requests = recordRequests();
    const { user } = await renderApp('/two-steps', { as: 'visitor' });
    const code = await screen.findByLabelText('6-digit code');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fieldMessage(code)).toBe('This field is required'));
    await user.type(code, '12ab');
    await waitFor(() => expect(fieldMessage(code)).toBe('The 2FA code must be 6 digits'));
    expect(await axeProblems(page())).toEqual([]);
    expect(await requests.matching('POST', '/api/auth/two-factor')).toEqual([]);
  });

  it('says a wrong code in the form', async () => {
    twoFactorChallenge.save('challenge-1');
    const { user } = await renderApp('/two-steps', {
      as: 'visitor',
      api: [verify(() => apiError(401, 'INVALID_CREDENTIALS', 'Invalid 2FA code'))],
    });
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('two-steps-error')).textContent).toContain('Invalid 2FA code');
  });

  it('takes a recovery code instead of the app code', async () => {
    twoFactorChallenge.save('challenge-1');
    const requests = recordRequests();
    const { user } = await renderApp('/two-steps', {
      as: 'visitor',
      api: [verify(() => apiError(401, 'INVALID_CREDENTIALS', 'Invalid 2FA code'))],
    });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(await screen.findByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByTestId('two-steps-error');
    const [sent] = await requests.matching('POST', '/api/auth/two-factor');
    expect(sent?.body).toEqual({ challenge: 'challenge-1', code: 'abcd-efgh' });
  });

  it('signs in with the code and goes back to the page asked for', async () => {
    twoFactorChallenge.save('challenge-1');
    const requests = recordRequests();
    const { user, router } = await renderApp('/two-steps?redirect=%2Fdeposit', {
      as: 'visitor',
      api: [
        verify(() => sessionGrantOf(ADVERTISER_ADMIN)),
        ...sessionHandlers(ADVERTISER_ADMIN),
        ...shellHandlers(),
        mockApi('get', '/api/deposits', ZDepositPage, () => noDeposits),
      ],
    });
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(session.getState().accessToken).toBe('access-token-test');
    const [sent] = await requests.matching('POST', '/api/auth/two-factor');
    expect(sent?.body).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(twoFactorChallenge.load()).toBeNull();
  });
});
