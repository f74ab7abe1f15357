// @vitest-environment jsdom
import { ZRegisterResponse } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { ADVERTISER_ID } from '../../../testing/callers.ts';
import { renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const confirm = (answer: Parameters<typeof mockApi<typeof ZRegisterResponse>>[3]) =>
  mockApi('post', '/api/auth/register/confirm', ZRegisterResponse, answer);

describe('/register/confirm/:token', () => {
  it('spends the link once on arrival, then says the account is ready', async () => {
    const requests = recordRequests();
    const hold = heldAnswer();
    await renderApp('/register/confirm/tok-123', {
      as: 'visitor',
      api: [
        confirm(async () => {
          await hold.promise;
          return { user_id: 'u-1', advertiser_id: ADVERTISER_ID, email: 'ada@acme.test' };
        }),
      ],
    });
    expect(await screen.findByText('Confirming your email…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect((await screen.findByTestId('registration-confirmed')).textContent).toContain(
      'ada@acme.test is confirmed',
    );
    // The success alert opens above the page (aria-modal) and closes by itself: the page is looked at after it.
    const alert = await screen.findByRole('dialog', { name: 'Registration successful' });
    await waitFor(() => expect(alert.isConnected).toBe(false), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(await axeProblems(page())).toEqual([]);
    const sent = await requests.matching('POST', '/api/auth/register/confirm');
    expect(sent.map((request) => request.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('says a used link made the account already, with sign-in and reset', async () => {
    await renderApp('/register/confirm/tok-123', {
      as: 'visitor',
      api: [confirm(() => apiError(409, 'REGISTRATION_LINK_USED', 'This link was already used'))],
    });
    expect(await screen.findByTestId('registration-link-used')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says an expired link is expired', async () => {
    await renderApp('/register/confirm/tok-123', {
      as: 'visitor',
      api: [confirm(() => apiError(410, 'REGISTRATION_LINK_EXPIRED', 'This link has expired'))],
    });
    expect(await screen.findByTestId('registration-link-expired')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says an unknown link is not valid, with the way to register again', async () => {
    await renderApp('/register/confirm/tok-123', {
      as: 'visitor',
      api: [confirm(() => apiError(404, 'NOT_FOUND', 'Not found'))],
    });
    expect(await screen.findByTestId('registration-link-invalid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register again' })).toBeTruthy();
  });

  it('offers "Try again" when the server fails, and confirms on it', async () => {
    let calls = 0;
    const { user } = await renderApp('/register/confirm/tok-123', {
      as: 'visitor',
      api: [
        confirm(() => {
          calls += 1;
          return calls === 1
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : { user_id: 'u-1', advertiser_id: ADVERTISER_ID, email: 'ada@acme.test' };
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('registration-confirmed')).toBeTruthy();
  });
});
