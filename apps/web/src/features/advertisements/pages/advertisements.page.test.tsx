// @vitest-environment jsdom
import { ZAdListPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { adPageOf, anAd } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const adsAnswer = (answer: Parameters<typeof mockApi<typeof ZAdListPage>>[3]) =>
  mockApi('get', '/api/advertisements', ZAdListPage, answer);
const page = () => screen.getByRole('main');

describe('/advertisement', () => {
  it('shows the loading bar, then each ad with its status and figures', async () => {
    const hold = heldAnswer();
    await renderApp('/advertisement', {
      api: [
        adsAnswer(async () => {
          await hold.promise;
          return adPageOf([anAd({ name: 'Winter sale leaderboard', status: 'pending' })]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('Winter sale leaderboard')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('12,000')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('invites a new account to create its first ad instead of an empty table', async () => {
    await renderApp('/advertisement', { api: [adsAnswer(() => adPageOf([]))] });
    expect(await screen.findByRole('heading', { name: 'Create your first ad' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says a status tab has no ads, and asks the server for that status only', async () => {
    const requests = recordRequests();
    await renderApp('/advertisement/banned', { api: [adsAnswer(() => adPageOf([]))] });
    expect(await screen.findByText('No ads in “Banned”.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/advertisements');
    expect(sent?.query).toMatchObject({ status: 'banned', page: '1', page_size: '10' });
  });

  it('says when the ads cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/advertisement', {
      api: [
        adsAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(500, 'INTERNAL', 'Internal error') : adPageOf([anAd()]);
        }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The ads could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Winter sale leaderboard')).toBeTruthy();
  });

  it('hides creating and picking ads from a member who may only read them, and locks the online switch', async () => {
    await renderApp('/advertisement', {
      as: readOnly('Advertisement'),
      api: [adsAnswer(() => adPageOf([anAd()]))],
    });
    const row = (await screen.findByText('Winter sale leaderboard')).closest('tr')!;
    expect(within(page()).queryByRole('link', { name: 'Create ad' })).toBeNull();
    expect(within(row).queryByRole('checkbox', { name: /Winter sale leaderboard/ })).toBeNull();
    expect((within(row).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });

  it('offers them to a member who may create and update ads', async () => {
    await renderApp('/advertisement', {
      as: { kind: 'advertiser', permissions: { Advertisement: { read: true, create: true, update: true } } },
      api: [adsAnswer(() => adPageOf([anAd()]))],
    });
    const row = (await screen.findByText('Winter sale leaderboard')).closest('tr')!;
    expect(within(page()).getByRole('link', { name: 'Create ad' })).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: /Winter sale leaderboard/ })).toBeTruthy();
    expect((within(row).getByRole('switch') as HTMLInputElement).disabled).toBe(false);
  });

  it('asks again with the search typed, from the first page', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/advertisement', { api: [adsAnswer(() => adPageOf([anAd()]))] });
    await screen.findByText('Winter sale leaderboard');
    await user.type(screen.getByRole('searchbox'), 'winter');
    await waitFor(async () =>
      expect((await requests.matching('GET', '/api/advertisements')).at(-1)?.query).toMatchObject({
        search: 'winter',
        page: '1',
      }),
    );
  });
});
