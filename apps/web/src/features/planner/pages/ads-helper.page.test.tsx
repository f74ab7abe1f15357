// @vitest-environment jsdom
import {
  type AdOpportunities,
  ZAdTarget,
  ZAdTargetList,
  ZAdvertisement,
  ZOpportunityList,
} from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { anAdTarget, anAdvertisement } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const PATH = '/advertisement/opportunities';
const AD_ID = 'ad000000-0000-4000-8000-000000000001';
const TARGET_ID = 'b0000000-0000-4000-8000-000000000001';

const offlineAd: AdOpportunities = {
  advertisement_id: AD_ID,
  name: 'Winter sale leaderboard',
  type: 'click',
  status: 'approved',
  serving: false,
  delivery: 'not_eligible',
  bid_to_win: null,
  opportunities: [
    { reason: 'offline', fix: 'go_online', target_id: null, target_name: null, current: null, advice: null },
  ],
};
const outbidAd: AdOpportunities = {
  ...offlineAd,
  delivery: 'limited_by_rank',
  opportunities: [
    {
      reason: 'limited_by_rank',
      fix: 'raise_bid',
      target_id: TARGET_ID,
      target_name: 'bitcoin',
      current: '0.50',
      advice: '0.80',
    },
  ],
};
const opportunities = (answer: Parameters<typeof mockApi<typeof ZOpportunityList>>[3]) =>
  mockApi('get', '/api/advertisements/opportunities', ZOpportunityList, answer);

describe('/advertisement/opportunities', () => {
  it('shows placeholders until the findings arrive, then each ad with its fix', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      api: [
        opportunities(async () => {
          await hold.promise;
          return { data: [offlineAd], balance: '120.00' };
        }),
      ],
    });
    expect((await screen.findByTestId('helper-refresh')).hasAttribute('disabled')).toBe(true);
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('button', { name: 'Go online · Winter sale leaderboard' })).toBeTruthy();
    expect((await screen.findByTestId('helper-balance')).textContent).toContain('120.00 USDT');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('invites an advertiser without ads to create the first one', async () => {
    await renderApp(PATH, { api: [opportunities(() => ({ data: [], balance: '0.00' }))] });
    expect(await screen.findByText('You have no ads yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create ad' }).length).toBeGreaterThan(0);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the findings cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        opportunities(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : { data: [offlineAd], balance: '1.00' };
        }),
      ],
    });
    expect(await screen.findByText('The ads helper could not be loaded.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Go online · Winter sale leaderboard' })).toBeTruthy();
  });

  it('keeps the one-click fixes from a member who may only read ads', async () => {
    await renderApp(PATH, {
      as: readOnly('Advertisement'),
      api: [opportunities(() => ({ data: [offlineAd], balance: '1.00' }))],
    });
    const fix = await screen.findByRole('button', { name: 'Go online · Winter sale leaderboard' });
    expect(fix.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Create ad' })).toBeNull();
  });

  it('sets an offline ad online', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, {
      api: [
        opportunities(() => ({ data: [offlineAd], balance: '1.00' })),
        mockApi('put', '/api/advertisements/:id/display', ZAdvertisement, () => anAdvertisement()),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Go online · Winter sale leaderboard' }));
    expect(await screen.findByText('The ad is online')).toBeTruthy();
    const [sent] = await requests.matching('PUT', `/api/advertisements/${AD_ID}/display`);
    expect(sent?.body).toEqual({ display: 'online' });
  });

  it("raises an outbid bid's max to the advice, keeping its min", async () => {
    const requests = recordRequests();
    const target = anAdTarget({ id: TARGET_ID, min_bid: '0.20', max_bid: '0.50' });
    const { user } = await renderApp(PATH, {
      api: [
        opportunities(() => ({ data: [outbidAd], balance: '1.00' })),
        mockApi('get', '/api/advertisements/:id/targets', ZAdTargetList, () => ({ data: [target] })),
        mockApi('put', '/api/advertisements/:id/targets/:targetId', ZAdTarget, () => ({
          ...target,
          max_bid: '0.80',
        })),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Raise to 0.80 USDT · Winter sale leaderboard · bitcoin' }),
    );
    expect(await screen.findByText('Bid raised')).toBeTruthy();
    await waitFor(async () =>
      expect(
        await requests.matching('PUT', `/api/advertisements/${AD_ID}/targets/${TARGET_ID}`),
      ).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', `/api/advertisements/${AD_ID}/targets/${TARGET_ID}`);
    expect(sent?.body).toEqual({ min_bid: '0.2', max_bid: '0.8', enabled: true });
  });
});
