// @vitest-environment jsdom
import {
  ZAccountChecklist,
  ZAccountOverview,
  ZDashboardBidding,
  ZDashboardDeposits,
  ZDashboardProjections,
  ZDashboardTopBids,
  ZDashboardTopList,
} from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import {
  aChecklist,
  anAccountOverview,
  aTopLine,
  dashboardBidding,
  dashboardDeposits,
  dashboardProjections,
  topBidsOf,
  topListOf,
} from '../../../testing/factories/dashboard.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');

/** The alert (with its "Try again") whose text says `words`. */
async function alertSaying(words: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(words));
    expect(found).toBeTruthy();
  });
  return found as HTMLElement;
}

type Answers = {
  overview?: Parameters<typeof mockApi<typeof ZAccountOverview>>[3];
  checklist?: Parameters<typeof mockApi<typeof ZAccountChecklist>>[3];
  deposits?: Parameters<typeof mockApi<typeof ZDashboardDeposits>>[3];
  topAds?: Parameters<typeof mockApi<typeof ZDashboardTopList>>[3];
  topKeywords?: Parameters<typeof mockApi<typeof ZDashboardTopList>>[3];
  websites?: Parameters<typeof mockApi<typeof ZDashboardTopList>>[3];
};

/** Every call the dashboard makes, answered as for an active account unless a test says otherwise. */
function dashboardApi(answers: Answers = {}) {
  return [
    mockApi(
      'get',
      '/api/account/overview',
      ZAccountOverview,
      answers.overview ?? (() => anAccountOverview()),
    ),
    mockApi('get', '/api/account/checklist', ZAccountChecklist, answers.checklist ?? (() => aChecklist())),
    mockApi(
      'get',
      '/api/dashboard/deposits',
      ZDashboardDeposits,
      answers.deposits ?? (() => dashboardDeposits()),
    ),
    mockApi('get', '/api/dashboard/bidding', ZDashboardBidding, () => dashboardBidding()),
    mockApi('get', '/api/dashboard/projections', ZDashboardProjections, () => dashboardProjections()),
    mockApi('get', '/api/dashboard/top-keyword-bids', ZDashboardTopBids, () => topBidsOf([])),
    mockApi(
      'get',
      '/api/dashboard/top-ads',
      ZDashboardTopList,
      answers.topAds ?? (() => topListOf([aTopLine({ name: 'Winter sale banner' })])),
    ),
    mockApi(
      'get',
      '/api/dashboard/top-keywords',
      ZDashboardTopList,
      answers.topKeywords ?? (() => topListOf([aTopLine({ id: 'k1', name: 'running shoes' })])),
    ),
    mockApi(
      'get',
      '/api/dashboard/websites',
      ZDashboardTopList,
      answers.websites ?? (() => topListOf([aTopLine({ id: 'w1', name: 'news.example.com' })])),
    ),
  ];
}

describe('/dashboards', () => {
  it('shows skeletons until the account arrives, then both balances and every widget', async () => {
    const hold = heldAnswer();
    await renderApp('/dashboards', {
      api: dashboardApi({
        overview: async () => {
          await hold.promise;
          return anAccountOverview();
        },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByTestId('balance-current')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect((await screen.findByTestId('balance-current')).textContent).toContain('1,250.00');
    expect(screen.getByTestId('balance-temporary').textContent).toContain('1,193.25');

    const topAds = await screen.findByTestId('dashboard-top-ads-row');
    expect(within(topAds).getByRole('link', { name: 'Winter sale banner' })).toBeTruthy();
    expect(
      within(await screen.findByTestId('dashboard-top-keywords-row')).getByText('running shoes'),
    ).toBeTruthy();
    expect(
      within(await screen.findByTestId('dashboard-websites-row')).getByText('news.example.com'),
    ).toBeTruthy();
    expect(await screen.findByText('You have no keyword bids yet.')).toBeTruthy();
    expect(screen.getByText('Acme Ads Co.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says in each widget that its period is empty for an account that had delivery before', async () => {
    await renderApp('/dashboards', {
      api: dashboardApi({
        topAds: ({ query }) =>
          // All time (what tells a new account from an active one) has an ad; this month has none.
          query.get('period') === 'all' ? topListOf([aTopLine()]) : topListOf([]),
        topKeywords: () => topListOf([]),
        websites: () => topListOf([]),
      }),
    });
    expect(await screen.findByText('None of your ads was shown in this period.')).toBeTruthy();
    expect(screen.getByText('No clicks on keywords in this period.')).toBeTruthy();
    expect(screen.getByText('Your ads were not shown on any website in this period.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('shows a new account the checklist instead of empty reports, and hides it on request', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/dashboards', {
      api: [
        mockApi('post', '/api/account/checklist/dismiss', ZAccountChecklist, () =>
          aChecklist({ deposit: false, advertisement: false, bid: false, dismissed: true }),
        ),
        ...dashboardApi({
          checklist: () => aChecklist({ deposit: false, advertisement: false, bid: false }),
          deposits: () => dashboardDeposits({ total: { count: 0, amount: '0.00' } }),
          topAds: () => topListOf([]),
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-checklist-progress').textContent).toBe('1 of 4 done');
    expect(screen.queryByRole('heading', { name: 'Top ads' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide the checklist' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull());
    const sent = await requests.matching('POST', '/api/account/checklist/dismiss');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({});
    // Hidden, the checklist no longer keeps the (empty) reports away.
    expect(await screen.findByRole('heading', { name: 'Top ads' })).toBeTruthy();
  });

  it('says when a widget cannot be loaded, and loads it again on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/dashboards', {
      api: dashboardApi({
        topKeywords: () => {
          calls += 1;
          // The first load and its one automatic retry (lib/http.ts) fail; the person's retry succeeds.
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : topListOf([aTopLine({ id: 'k2', name: 'trail shoes' })]);
        },
      }),
    });
    const failed = await alertSaying('We could not load your top keywords.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('trail shoes')).toBeTruthy();
    expect(screen.queryByText('We could not load your top keywords.')).toBeNull();
  });

  it('says when the account overview cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/dashboards', {
      api: dashboardApi({
        overview: () => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : anAccountOverview();
        },
      }),
    });
    const failed = await alertSaying('We could not load your account overview.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('balance-current')).textContent).toContain('1,250.00');
    expect(screen.queryByText(/We could not load your account overview\./)).toBeNull();
  });

  it('is not authorized for a member without the dashboard permission', async () => {
    await renderApp('/dashboards', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
