// @vitest-environment jsdom
import { ZForgotPasswordResponse } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { fieldMessage, renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const forgot = (answer: Parameters<typeof mockApi<typeof ZForgotPasswordResponse>>[3]) =>
  mockApi('post', '/api/auth/forgot-password', ZForgotPasswordResponse, answer);

describe('/forgot-password', () => {
  it("refuses an empty and a malformed email in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/forgot-password', { as: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(fieldMessage(email)).toBe('This field is required'));
    expect(await axeProblems(page())).toEqual([]);
    await user.type(email, 'ada@');
    await waitFor(() => expect(fieldMessage(email)).toBe('The Email field must be a valid email'));
    expect(await requests.matching('POST', '/api/auth/forgot-password')).toEqual([]);
  });

  it('sends the reset link to the email typed, then says to check the inbox', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp('/forgot-password', {
      as: 'visitor',
      api: [forgot(() => ({ ok: true, resend_after_seconds: 60 }))],
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password/complete'));
    expect((await screen.findByTestId('reset-sent-message')).textContent).toContain('ada@acme.test');
    const [sent] = await requests.matching('POST', '/api/auth/forgot-password');
    expect(sent?.body).toEqual({ email: 'ada@acme.test' });
  });

  it('says in the form when too many links were asked for', async () => {
    const { user } = await renderApp('/forgot-password', {
      as: 'visitor',
      api: [forgot(() => apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.'))],
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('forgot-error')).textContent).toContain('Too many');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('links back to sign-in', async () => {
    await renderApp('/forgot-password', { as: 'visitor' });
    expect((await screen.findByRole('link', { name: 'Back to login' })).getAttribute('href')).toBe('/login');
  });
});
