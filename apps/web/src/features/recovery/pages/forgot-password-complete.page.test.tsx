// @vitest-environment jsdom
import { ZForgotPasswordResponse } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');

describe('/forgot-password/complete', () => {
  it('opened directly, says a link is on its way without naming an email and offers no resend', async () => {
    await renderApp('/forgot-password/complete', { as: 'visitor' });
    expect((await screen.findByTestId('reset-sent-message')).textContent).toContain(
      'If an account exists for the email you entered',
    );
    expect(screen.queryByTestId('resend-button')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('holds the resend behind its countdown, then sends the same email again', async () => {
    const requests = recordRequests();
    const { router, user } = await renderApp('/forgot-password', {
      as: 'visitor',
      api: [
        mockApi('post', '/api/auth/forgot-password', ZForgotPasswordResponse, () => ({
          ok: true,
          resend_after_seconds: 60,
        })),
      ],
    });
    await router.navigate('/forgot-password/complete', {
      state: { email: 'ada@acme.test', sentAt: Date.now(), resendAfter: 60 },
    });
    const resend = await screen.findByTestId('resend-button');
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(resend.textContent).toMatch(/Resend in \d+ s/);
    expect(await axeProblems(page())).toEqual([]);

    await router.navigate('/forgot-password/complete', {
      state: { email: 'ada@acme.test', sentAt: Date.now() - 120_000, resendAfter: 60 },
    });
    await waitFor(() => expect(screen.getByTestId('resend-button').hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByTestId('resend-button'));
    await waitFor(async () =>
      expect(await requests.matching('POST', '/api/auth/forgot-password')).toHaveLength(1),
    );
    const [sent] = await requests.matching('POST', '/api/auth/forgot-password');
    expect(sent?.body).toEqual({ email: 'ada@acme.test' });
  });
});
