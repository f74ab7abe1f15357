// @vitest-environment jsdom
import { ZDepositPage, ZFindTokenResponse } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session.ts';
import { mockApi } from '../testing/api-mock.ts';
import { OPERATOR } from '../testing/callers.ts';
import { noDeposits } from '../testing/factories.ts';
import { renderApp, screen, waitFor } from '../testing/render-app.tsx';

/** The guard of spec §2 and the ability gate, on the real route table (their decisions: guard.test.ts). */
describe('the route guard and the ability gate', () => {
  it('sends a visitor without a stored language from a guarded page to /select-language', async () => {
    const { router } = await renderApp('/dashboards', { as: 'visitor', language: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-language'));
  });

  it('sends a visitor on a protected page to /login, keeping where they were going', async () => {
    const { router } = await renderApp('/deposit', { as: 'visitor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdeposit');
  });

  it('signs out a user whose token the server no longer knows, found on load', async () => {
    const { router } = await renderApp('/deposit', {
      api: [
        mockApi('get', '/api/find-token/:token', ZFindTokenResponse, () => null),
        mockApi('get', '/api/deposits', ZDepositPage, () => noDeposits),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows not-found for an unknown page', async () => {
    await renderApp('/no/such/page', { as: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('opens /access-control to an advertiser administrator (read on AclDemo)', async () => {
    await renderApp('/access-control');
    expect(await screen.findByTestId('acl-granted')).toBeTruthy();
  });

  it('refuses /access-control to an operator', async () => {
    await renderApp('/access-control', { as: OPERATOR });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
    expect(screen.queryByTestId('acl-granted')).toBeNull();
  });
});
