// @vitest-environment jsdom
import { ZAdCatalogue, ZAdPage, ZPlan, ZPlannerTargetPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { adCatalogue, aPlannerTarget, pageOf, plannerTargetPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const targetsAnswer = (answer: Parameters<typeof mockApi<typeof ZPlannerTargetPage>>[3]) =>
  mockApi('get', '/api/planner/targets', ZPlannerTargetPage, answer);

describe('/advertisement/ads-planner', () => {
  it('shows the loading bar until the keywords arrive, then each with its plan link', async () => {
    const hold = heldAnswer();
    await renderApp('/advertisement/ads-planner', {
      api: [
        targetsAnswer(async () => {
          await hold.promise;
          return plannerTargetPageOf([aPlannerTarget({ name: 'bitcoin', competitors: 0 })]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const link = await screen.findByRole('link', { name: 'bitcoin' });
    expect(link.getAttribute('href')).toBe(
      '/advertisement/ads-planner/keyword/c1000000-0000-4000-8000-000000000001?type=click',
    );
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('None yet')).toBeTruthy();
    expect(within(row).getByText('0.10 USDT')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks the websites of impression ads, one page of the chosen size, and keeps the search', async () => {
    const requests = recordRequests();
    await renderApp('/advertisement/ads-planner?tab=website&type=impression&q=news&size=25&page=2', {
      api: [targetsAnswer(() => plannerTargetPageOf([], 2, 25))],
    });
    expect(await screen.findByText('Nothing matches “news”.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/planner/targets');
    expect(sent?.query).toEqual({
      target_type: 'website',
      type: 'impression',
      search: 'news',
      page: '2',
      page_size: '25',
    });
    expect(screen.getByRole('tab', { name: 'Websites', selected: true })).toBeTruthy();
  });

  it('says when no keywords are offered yet', async () => {
    await renderApp('/advertisement/ads-planner', { api: [targetsAnswer(() => plannerTargetPageOf([]))] });
    expect(await screen.findByText('No keywords are offered yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the planner cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/advertisement/ads-planner', {
      api: [
        targetsAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : plannerTargetPageOf([aPlannerTarget({ name: 'ethereum' })]);
        }),
      ],
    });
    expect(await screen.findByText('The planner could not be loaded.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ethereum' })).toBeTruthy();
  });

  it('opens a plan from the list for a member who may only read ads', async () => {
    const { user, router } = await renderApp('/advertisement/ads-planner', {
      as: readOnly('Advertisement'),
      api: [
        targetsAnswer(() => plannerTargetPageOf([aPlannerTarget({ name: 'bitcoin' })])),
        // What the plan's page asks for once open (no approved ad yet: nothing to estimate).
        mockApi('get', '/api/ad-catalogue', ZAdCatalogue, () => adCatalogue()),
        mockApi('get', '/api/advertisements', ZAdPage, () => pageOf([])),
        mockApi('get', '/api/planner/plan', ZPlan, () => apiError(404, 'NOT_FOUND', 'Not found')),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Plan bitcoin' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/advertisement/ads-planner/keyword/c1000000-0000-4000-8000-000000000001',
      ),
    );
    expect(await screen.findByRole('region', { name: 'Estimate' })).toBeTruthy();
  });

  it('sends nobody without the read permission: not authorized', async () => {
    await renderApp('/advertisement/ads-planner', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
