// @vitest-environment jsdom
import {
  ZAdBudgetProjectionAnswer,
  ZAdCatalogue,
  ZAdClickPage,
  ZAdDelivery,
  ZAdStatistics,
  ZAdStatusLogList,
  ZAdTarget,
  ZAdTargetList,
  ZAdvertisement,
  ZBudgetLogList,
} from '@adportal/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { platformToday } from '../../../lib/format.ts';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import {
  aBudgetLog,
  adCatalogue,
  adStatistics,
  anAdStatusLog,
  anAdTarget,
  anAdvertisement,
  pageOf,
} from '../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const AD_ID = 'ad000000-0000-4000-8000-000000000001';
const AD_PATH = `/advertisement/${AD_ID}`;

const adAnswer = (answer: Parameters<typeof mockApi<typeof ZAdvertisement>>[3]) =>
  mockApi('get', '/api/advertisements/:id', ZAdvertisement, answer);
const catalogue = mockApi('get', '/api/ad-catalogue', ZAdCatalogue, () => adCatalogue());

describe('/advertisement/:id', () => {
  it('shows a busy page until the ad arrives, then its details on the information tab', async () => {
    const hold = heldAnswer();
    await renderApp(AD_PATH, {
      api: [
        adAnswer(async () => {
          await hold.promise;
          return anAdvertisement();
        }),
        catalogue,
      ],
    });
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect((await screen.findByTestId('ad-title')).textContent).toBe('Winter sale leaderboard');
    expect(screen.getByRole('tab', { name: 'Information', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ad details' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Ad details' });
    expect(within(details).getAllByText('https://shop.example.com/winter').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByTestId('ad-delete')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says an ad that does not exist is not found, with the way back', async () => {
    await renderApp(AD_PATH, {
      api: [adAnswer(() => apiError(404, 'NOT_FOUND', 'Advertisement not found'))],
    });
    expect((await screen.findByTestId('ad-not-found')).textContent).toBe(
      'Ad not found. It may have been deleted.',
    );
    expect(screen.getByRole('link', { name: 'Back to ads' }).getAttribute('href')).toBe('/advertisement');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the ad cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(AD_PATH, {
      api: [
        adAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : anAdvertisement();
        }),
        catalogue,
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The ad could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('ad-title')).textContent).toBe('Winter sale leaderboard');
  });

  it('hides editing and deleting from a member who may only read ads', async () => {
    await renderApp(AD_PATH, {
      as: readOnly('Advertisement'),
      api: [adAnswer(() => anAdvertisement()), catalogue],
    });
    expect(await screen.findByRole('heading', { name: 'Ad details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByTestId('ad-delete')).toBeNull();
  });

  it('deletes the ad after the question, then goes back to the list', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp(AD_PATH, {
      api: [
        adAnswer(() => anAdvertisement()),
        catalogue,
        mockApi(
          'delete',
          '/api/advertisements/:id',
          ZAdvertisement,
          () => new HttpResponse(null, { status: 204 }),
        ),
      ],
    });
    await user.click(await screen.findByTestId('ad-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ad?' });
    expect(await axeProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete ad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/advertisement'));
    expect((await requests.matching('DELETE', `/api/advertisements/${AD_ID}`)).length).toBe(1);
  });
});

describe('/advertisement/:id?tab=bidding', () => {
  const targetsAnswer = (answer: Parameters<typeof mockApi<typeof ZAdTargetList>>[3]) =>
    mockApi('get', '/api/advertisements/:id/targets', ZAdTargetList, answer);

  it('lists the bids after their loading state, and says when there are none', async () => {
    const hold = heldAnswer();
    await renderApp(`${AD_PATH}?tab=bidding`, {
      api: [
        adAnswer(() => anAdvertisement()),
        targetsAnswer(async () => {
          await hold.promise;
          return { data: [anAdTarget()] };
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    hold.release();
    expect(await screen.findByRole('button', { name: 'Edit the bid on bitcoin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add target' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('tells an ad without bids how to start', async () => {
    await renderApp(`${AD_PATH}?tab=bidding`, {
      api: [
        adAnswer(() => anAdvertisement({ targets: 0, active_targets: 0 })),
        targetsAnswer(() => ({ data: [] })),
      ],
    });
    expect(
      await screen.findByText('No targets yet. Add a keyword or website to start bidding.'),
    ).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the bids cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(`${AD_PATH}?tab=bidding`, {
      api: [
        adAnswer(() => anAdvertisement()),
        targetsAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : { data: [anAdTarget()] };
        }),
      ],
    });
    expect(await screen.findByText('The bids could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit the bid on bitcoin' })).toBeTruthy();
  });

  it('hides adding, changing and deleting bids from a member who may only read ads', async () => {
    await renderApp(`${AD_PATH}?tab=bidding`, {
      as: readOnly('Advertisement'),
      api: [adAnswer(() => anAdvertisement()), targetsAnswer(() => ({ data: [anAdTarget()] }))],
    });
    expect(await screen.findByText('bitcoin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add target' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit the bid on bitcoin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the bid on bitcoin' })).toBeNull();
  });

  it('switches a bid off with its range unchanged', async () => {
    const requests = recordRequests();
    const target = anAdTarget();
    const { user } = await renderApp(`${AD_PATH}?tab=bidding`, {
      api: [
        adAnswer(() => anAdvertisement()),
        targetsAnswer(() => ({ data: [target] })),
        mockApi('put', '/api/advertisements/:id/targets/:targetId', ZAdTarget, () => ({
          ...target,
          enabled: false,
        })),
      ],
    });
    await user.click(await screen.findByRole('switch', { name: 'Bid on bitcoin on or off' }));
    await waitFor(async () =>
      expect(
        await requests.matching('PUT', `/api/advertisements/${AD_ID}/targets/${target.id}`),
      ).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', `/api/advertisements/${AD_ID}/targets/${target.id}`);
    expect(sent?.body).toEqual({ min_bid: '0.1', max_bid: '0.5', enabled: false });
  });
});

describe('/advertisement/:id?tab=schedule', () => {
  it("refuses a schedule without time ranges in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp(`${AD_PATH}?tab=schedule`, { api: [adAnswer(() => anAdvertisement())] });
    await user.click(await screen.findByRole('switch', { name: /Run only on a schedule/ }));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect((await screen.findByTestId('schedule-error')).textContent).toBe(
      'Add at least one time range, or turn the schedule off',
    );
    expect(await axeProblems(page())).toEqual([]);
    expect(await requests.matching('PUT', `/api/advertisements/${AD_ID}/schedule`)).toEqual([]);
  });

  it('refuses a range that ends before it starts', async () => {
    const { user } = await renderApp(`${AD_PATH}?tab=schedule`, { api: [adAnswer(() => anAdvertisement())] });
    await user.click(await screen.findByRole('switch', { name: /Run only on a schedule/ }));
    const end = await screen.findByTestId('schedule-end-mon-0');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(fieldMessage(end)).toBe('The end must be after the start'));
  });

  it('saves weekday business hours', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(`${AD_PATH}?tab=schedule`, {
      api: [
        adAnswer(() => anAdvertisement()),
        mockApi('put', '/api/advertisements/:id/schedule', ZAdvertisement, () => anAdvertisement()),
      ],
    });
    await user.click(await screen.findByRole('switch', { name: /Run only on a schedule/ }));
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(async () =>
      expect(await requests.matching('PUT', `/api/advertisements/${AD_ID}/schedule`)).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', `/api/advertisements/${AD_ID}/schedule`);
    const hours = [{ start: '09:00', end: '18:00' }];
    expect(sent?.body).toEqual({ enabled: true, week: [hours, hours, hours, hours, hours, [], []] });
  });

  it('shows the schedule without its controls to a member who may only read ads', async () => {
    await renderApp(`${AD_PATH}?tab=schedule`, {
      as: readOnly('Advertisement'),
      api: [adAnswer(() => anAdvertisement())],
    });
    const toggle = await screen.findByRole('switch', { name: /Run only on a schedule/ });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  });
});

describe('/advertisement/:id?tab=budget', () => {
  const budgetApi = [
    mockApi('get', '/api/advertisements/:id/budget-logs', ZBudgetLogList, () => ({ data: [aBudgetLog()] })),
    mockApi('get', '/api/advertisements/:id/budget-projection', ZAdBudgetProjectionAnswer, () => ({
      data: null,
    })),
  ];

  it("refuses an empty, a zero and a malformed amount in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp(`${AD_PATH}?tab=budget`, {
      api: [adAnswer(() => anAdvertisement()), ...budgetApi],
    });
    const form = await screen.findByRole('region', { name: 'Set a budget' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.click(within(form).getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(fieldMessage(amount)).toContain('This field is required'));
    expect(await axeProblems(form)).toEqual([]);
    await user.type(amount, '0');
    await waitFor(() => expect(fieldMessage(amount)).toContain('The amount must be greater than 0'));
    await user.clear(amount);
    await user.type(amount, '12,5');
    await waitFor(() => expect(fieldMessage(amount)).toContain('Enter an amount like 25 or 25.50'));
    expect(await requests.matching('PUT', `/api/advertisements/${AD_ID}/budget`)).toEqual([]);
  });

  it('refuses an end date earlier than the start date', async () => {
    const { user } = await renderApp(`${AD_PATH}?tab=budget`, {
      api: [
        adAnswer(() =>
          anAdvertisement({
            budget: {
              amount: '50.00',
              period: 'daily',
              start_date: '2026-12-10',
              end_date: '2026-12-01',
              spent: '0',
            },
          }),
        ),
        ...budgetApi,
      ],
    });
    const form = await screen.findByRole('region', { name: 'Change budget' });
    await user.click(within(form).getByRole('button', { name: 'Save budget' }));
    expect(await within(form).findByText('The end date cannot be earlier than the start date')).toBeTruthy();
  });

  it('saves a lifetime budget from today with no end', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(`${AD_PATH}?tab=budget`, {
      api: [
        adAnswer(() => anAdvertisement()),
        ...budgetApi,
        mockApi('put', '/api/advertisements/:id/budget', ZAdvertisement, () => anAdvertisement()),
      ],
    });
    const form = await screen.findByRole('region', { name: 'Set a budget' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '40');
    await user.click(within(form).getByRole('radio', { name: /Lifetime/ }));
    await user.click(within(form).getByRole('button', { name: 'Save budget' }));
    await waitFor(async () =>
      expect(await requests.matching('PUT', `/api/advertisements/${AD_ID}/budget`)).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', `/api/advertisements/${AD_ID}/budget`);
    expect(sent?.body).toEqual({
      amount: '40',
      period: 'lifetime',
      start_date: platformToday(),
      end_date: null,
    });
  });

  it('shows the budget without saving to a member who may only read ads', async () => {
    await renderApp(`${AD_PATH}?tab=budget`, {
      as: readOnly('Advertisement'),
      api: [adAnswer(() => anAdvertisement()), ...budgetApi],
    });
    const form = await screen.findByRole('region', { name: 'Set a budget' });
    expect((within(form).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save budget' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });
});

describe('/advertisement/:id?tab=statistic and ?tab=logs', () => {
  const noDelivery = {
    impressions: 0,
    clicks: 0,
    void_clicks: 0,
    void_impressions: 0,
    ctr: 0,
    spend: '0.00',
    average_price: null,
    void_share: 0,
    days: [],
  };

  it('shows the bids and history figures, and retries them when they fail', async () => {
    let calls = 0;
    const { user } = await renderApp(`${AD_PATH}?tab=statistic`, {
      api: [
        adAnswer(() => anAdvertisement()),
        mockApi('get', '/api/advertisements/:id/delivery', ZAdDelivery, () => noDelivery),
        mockApi('get', '/api/advertisements/:id/clicks', ZAdClickPage, () => pageOf([])),
        mockApi('get', '/api/advertisements/:id/statistics', ZAdStatistics, () => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : adStatistics();
        }),
      ],
    });
    const failed = (await screen.findByText('The statistic could not be loaded.')).closest('[role="alert"]');
    await user.click(within(failed as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Days live')).toBeTruthy();
    expect(screen.getByText('Highest max bid')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('lists the status changes, and says when there are none', async () => {
    await renderApp(`${AD_PATH}?tab=logs`, {
      api: [
        adAnswer(() => anAdvertisement()),
        mockApi('get', '/api/advertisements/:id/status-logs', ZAdStatusLogList, () => ({
          data: [anAdStatusLog({ by: 'Olivia Operator' })],
        })),
      ],
    });
    expect(await screen.findByText('Olivia Operator')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says an ad has no status changes yet', async () => {
    await renderApp(`${AD_PATH}?tab=logs`, {
      api: [
        adAnswer(() => anAdvertisement()),
        mockApi('get', '/api/advertisements/:id/status-logs', ZAdStatusLogList, () => ({ data: [] })),
      ],
    });
    expect(await screen.findByText('No status changes yet.')).toBeTruthy();
  });
});
