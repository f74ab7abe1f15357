// @vitest-environment jsdom
import { type Plan, ZAccountOverview, ZAdCatalogue, ZAdPage, ZAdTarget, ZPlan } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import {
  adCatalogue,
  anAccountOverview,
  anAdTarget,
  anAdvertisement,
  pageOf,
} from '../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const TARGET_ID = 'c1000000-0000-4000-8000-000000000001';
const PATH = `/advertisement/ads-planner/keyword/${TARGET_ID}`;
const SIZE_ID = 'a0000000-0000-4000-8000-000000000728';

const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  target_type: 'keyword',
  target_id: TARGET_ID,
  target_name: 'bitcoin',
  type: 'click',
  unit: 'click',
  ad_size_id: SIZE_ID,
  budget: '100',
  default_min: '0.10',
  competitors: 2,
  min_bid: '0.20',
  max_bid: '0.90',
  advice_price: '0.40',
  advice_beats_share: 0.5,
  estimated_units: 250,
  estimated_cost: '100.00',
  landscape: [{ bid: '0.40', beats_share: 0.5, estimated_units: 250 }],
  ...overrides,
});

const catalogue = mockApi('get', '/api/ad-catalogue', ZAdCatalogue, () => adCatalogue());
const approvedAd = anAdvertisement({
  id: 'ad000000-0000-4000-8000-000000000009',
  name: 'Crypto banner',
  ad_size: { id: SIZE_ID, name: 'Leaderboard', width: 728, height: 90, status: 'active' },
});
const approved = mockApi('get', '/api/advertisements', ZAdPage, () => pageOf([approvedAd]));
const planAnswer = (answer: Parameters<typeof mockApi<typeof ZPlan>>[3]) =>
  mockApi('get', '/api/planner/plan', ZPlan, answer);

describe('/advertisement/ads-planner/keyword/:id', () => {
  it('estimates at once on the size of the approved ads, after a loading state', async () => {
    const requests = recordRequests();
    const hold = heldAnswer();
    await renderApp(PATH, {
      api: [
        catalogue,
        approved,
        planAnswer(async () => {
          await hold.promise;
          return aPlan();
        }),
      ],
    });
    const result = await screen.findByRole('region', { name: 'Estimate' });
    await waitFor(() => expect(result.getAttribute('aria-busy')).toBe('true'));
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await within(result).findByText('For the keyword “bitcoin”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add plan' })).toBeTruthy();
    const [asked] = await requests.matching('GET', '/api/planner/plan');
    expect(asked?.query).toEqual({
      target_type: 'keyword',
      target_id: TARGET_ID,
      type: 'click',
      ad_size_id: SIZE_ID,
      budget: '100',
    });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('estimates for a publisher website the same way, asking for a website target', async () => {
    const requests = recordRequests();
    const websiteId = 'c2000000-0000-4000-8000-000000000002';
    await renderApp(`/advertisement/ads-planner/website/${websiteId}`, {
      api: [
        catalogue,
        approved,
        planAnswer(() =>
          aPlan({ target_type: 'website', target_id: websiteId, target_name: 'coinnews.example' }),
        ),
      ],
    });
    const result = await screen.findByRole('region', { name: 'Estimate' });
    expect(await within(result).findByText('For the website coinnews.example')).toBeTruthy();
    const [asked] = await requests.matching('GET', '/api/planner/plan');
    expect(asked?.query).toMatchObject({ target_type: 'website', target_id: websiteId });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the estimate fails, and makes it again on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        catalogue,
        approved,
        planAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : aPlan();
        }),
      ],
    });
    expect(await screen.findByText('The estimate could not be made.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('For the keyword “bitcoin”')).toBeTruthy();
  });

  it('says a keyword that is not offered any more is gone, without a retry', async () => {
    await renderApp(PATH, {
      api: [catalogue, approved, planAnswer(() => apiError(404, 'NOT_FOUND', 'Keyword not found'))],
    });
    expect(await screen.findByText('This keyword is not offered any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("refuses a budget that is not an amount or not above zero, in the spec's words", async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, { api: [catalogue, approved, planAnswer(() => aPlan())] });
    expect(await screen.findByText('For the keyword “bitcoin”')).toBeTruthy();
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    await user.clear(budget);
    await user.type(budget, '0');
    await user.click(screen.getByRole('button', { name: 'Get estimate' }));
    await waitFor(() => expect(fieldMessage(budget)).toContain('The amount must be greater than 0'));
    await user.clear(budget);
    await user.type(budget, 'ten');
    await waitFor(() => expect(fieldMessage(budget)).toContain('Enter an amount like 25 or 25.50'));
    expect(await axeProblems(page())).toEqual([]);
    expect((await requests.matching('GET', '/api/planner/plan')).map((sent) => sent.query.budget)).toEqual([
      '100',
    ]);
  });

  it('hides "Add plan" from a member who may only read ads', async () => {
    await renderApp(PATH, {
      as: readOnly('Advertisement'),
      api: [catalogue, approved, planAnswer(() => aPlan())],
    });
    expect(await screen.findByText('For the keyword “bitcoin”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add plan' })).toBeNull();
  });

  it('adds the plan as a bid of the chosen ad at the advice price', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, {
      api: [
        catalogue,
        approved,
        planAnswer(() => aPlan()),
        mockApi('post', '/api/advertisements/:id/targets', ZAdTarget, () => anAdTarget()),
        mockApi('get', '/api/account/overview', ZAccountOverview, () => anAccountOverview()),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = within(await screen.findByTestId('plan-dialog')).getByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Crypto banner' }));
    expect(await axeProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(async () =>
      expect(await requests.matching('POST', `/api/advertisements/${approvedAd.id}/targets`)).toHaveLength(1),
    );
    const [sent] = await requests.matching('POST', `/api/advertisements/${approvedAd.id}/targets`);
    expect(sent?.body).toEqual({
      target_type: 'keyword',
      target_id: TARGET_ID,
      min_bid: '0.1',
      max_bid: '0.4',
      enabled: true,
    });
  });
});
