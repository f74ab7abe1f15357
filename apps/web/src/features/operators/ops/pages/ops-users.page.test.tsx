// @vitest-environment jsdom
import { ZLoginBypassLink, ZOpsUserPage, ZPasswordChangeRequested, ZRevokedCount } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR, type SignedInCaller } from '../../../../testing/callers.ts';
import { aLoginBypassLink, anOpsUser } from '../../../../testing/factories/ops-console.ts';
import { pageOf } from '../../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const users = (answer: Parameters<typeof mockApi<typeof ZOpsUserPage>>[3]) =>
  mockApi('get', '/api/ops/users', ZOpsUserPage, answer);
/** An operator who may find advertisers' users but neither sign in as them nor send them links. */
const USERS_READER: SignedInCaller = {
  kind: 'platform',
  permissions: { Ops: { read: true }, OpsAdvertiser: { read: true } },
};
const grace = anOpsUser();

describe('/ops/users', () => {
  it("shows the loading rows, then every advertiser's users with their company and ledger", async () => {
    const hold = heldAnswer();
    await renderApp('/ops/users', {
      as: OPERATOR,
      api: [
        users(async () => {
          await hold.promise;
          return pageOf([grace]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('grace@acme.test')).closest('tr')!;
    expect(within(row).getAllByText('Acme Ads Co.').length).toBeGreaterThan(0);
    expect(
      within(row)
        .getByRole('link', { name: /Acme Ads Co\./ })
        .getAttribute('href'),
    ).toBe(`/ops/advertisers/${grace.advertiser_id}/ledger`);
    expect(within(row).getByRole('button', { name: 'Create a sign-in link for Grace Hopper' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Ask Grace Hopper to change password' })).toBeTruthy();
    // No key to revoke.
    expect(within(row).queryByRole('button', { name: 'Revoke the API keys of Grace Hopper' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no user matches, and asks the search typed', async () => {
    const searched: string[] = [];
    const { user } = await renderApp('/ops/users', {
      as: OPERATOR,
      api: [
        users(({ query }) => {
          searched.push(query.get('search') ?? '');
          return pageOf([]);
        }),
      ],
    });
    expect(await screen.findByText('No advertiser user matches.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or company' }), 'acme');
    await waitFor(() => expect(searched).toContain('acme'));
  });

  it('says when the users cannot be loaded, and loads them on "Try again"', async () => {
    let failing = true;
    const { user } = await renderApp('/ops/users', {
      as: OPERATOR,
      api: [users(() => (failing ? apiError(500, 'INTERNAL', 'Internal error') : pageOf([grace])))],
    });
    const alert = (
      await screen.findByText('The users could not be loaded.', {}, { timeout: 20_000 })
    ).closest('[role="alert"]') as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('grace@acme.test')).toBeTruthy();
  });

  it('hides the sign-in link and the password request from an operator who may only read users', async () => {
    await renderApp('/ops/users', { as: USERS_READER, api: [users(() => pageOf([grace]))] });
    const row = (await screen.findByText('grace@acme.test')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Create a sign-in link for Grace Hopper' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Ask Grace Hopper to change password' })).toBeNull();
  });

  it('creates a one-time sign-in link for the user and shows it', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/users', {
      as: OPERATOR,
      api: [
        users(() => pageOf([grace])),
        mockApi('post', '/api/ops/login-bypass', ZLoginBypassLink, () => aLoginBypassLink()),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Create a sign-in link for Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link for Grace Hopper' });
    const link = within(dialog).getByRole('textbox', { name: 'Sign-in link' }) as HTMLInputElement;
    expect(link.value).toBe('https://adportal.test/login-bypass/one-time-token');
    expect(await axeProblems(dialog)).toEqual([]);
    const sent = await requests.matching('POST', '/api/ops/login-bypass');
    expect(sent.map((request) => request.body)).toEqual([{ email: 'grace@acme.test' }]);
  });

  it('asks before sending a change-password link, then sends it for that user', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/users', {
      as: OPERATOR,
      api: [
        users(() => pageOf([grace])),
        mockApi('post', '/api/ops/users/:id/request-password-change', ZPasswordChangeRequested, () => ({
          ok: true as const,
          expires_at: '2026-11-28T03:30:00.000Z',
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Ask Grace Hopper to change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Grace Hopper to change password?' });
    expect(within(dialog).getByText(/grace@acme\.test will receive a link/)).toBeTruthy();
    expect(await requests.matching('POST', /request-password-change$/)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(async () =>
      expect(await requests.matching('POST', /request-password-change$/)).toHaveLength(1),
    );
    const [sent] = await requests.matching('POST', /request-password-change$/);
    expect(sent?.path).toBe(`/api/ops/users/${grace.id}/request-password-change`);
    expect(await screen.findByText('Change-password link sent')).toBeTruthy();
  });

  it("counts each user's live API keys and revokes them all after asking", async () => {
    const requests = recordRequests();
    let keys = 3;
    const { user } = await renderApp('/ops/users', {
      as: OPERATOR,
      api: [
        users(() => pageOf([anOpsUser({ api_keys: keys })])),
        mockApi('post', '/api/ops/users/:id/api-keys/revoke', ZRevokedCount, () => {
          keys = 0;
          return { revoked: 3 };
        }),
      ],
    });
    const row = (await screen.findByText('grace@acme.test')).closest('tr')!;
    const column = [...screen.getAllByRole('columnheader')].findIndex(
      (header) => header.textContent === 'API keys',
    );
    expect(row.querySelectorAll('td')[column]?.textContent).toBe('3');
    await user.click(within(row).getByRole('button', { name: 'Revoke the API keys of Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API keys of Grace Hopper?' });
    expect(within(dialog).getByText(/3 keys stop at once/)).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', /api-keys\/revoke$/)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke keys' }));
    expect(await screen.findByText('3 keys of Grace Hopper revoked.')).toBeTruthy();
    const sent = await requests.matching('POST', /api-keys\/revoke$/);
    expect(sent.map((request) => request.path)).toEqual([`/api/ops/users/${grace.id}/api-keys/revoke`]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke the API keys of Grace Hopper' })).toBeNull(),
    );
  });

  it('offers no revoke for a user without keys, nor to an operator who may only read users', async () => {
    await renderApp('/ops/users', {
      as: USERS_READER,
      api: [users(() => pageOf([anOpsUser({ api_keys: 2 })]))],
    });
    const row = (await screen.findByText('grace@acme.test')).closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Revoke the API keys of Grace Hopper' })).toBeNull();
  });

  it('is not authorized for an advertiser', async () => {
    await renderApp('/ops/users');
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
