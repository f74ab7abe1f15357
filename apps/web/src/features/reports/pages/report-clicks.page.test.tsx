// @vitest-environment jsdom
import { ZAdListPage, ZClickReportPage, ZPlannerTargetPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aClickRow, clickPageOf } from '../../../testing/factories/reports.ts';
import { adPageOf, pageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const clicksAnswer = (answer: Parameters<typeof mockApi<typeof ZClickReportPage>>[3]) =>
  mockApi('get', '/api/reports/clicks', ZClickReportPage, answer);
/** The filters' choices: the advertiser's ads and the websites. */
const filterChoices = [
  mockApi('get', '/api/advertisements', ZAdListPage, () => adPageOf([])),
  mockApi('get', '/api/planner/targets', ZPlannerTargetPage, () => pageOf([])),
];

describe('/report/clicks', () => {
  it('shows the loading rows until the clicks arrive, then each click with its price and status', async () => {
    const hold = heldAnswer();
    await renderApp('/report/clicks', {
      as: readOnly('Report'),
      api: [
        clicksAnswer(async () => {
          await hold.promise;
          return clickPageOf([
            aClickRow(),
            aClickRow({
              id: 'c1000000-0000-4000-8000-000000000002',
              status: 'void',
              void_reason: 'too_fast',
              cpc: '0.30',
            }),
          ]);
        }),
        ...filterChoices,
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    await waitFor(() => expect(screen.getAllByTestId('click-report-row')).toHaveLength(2));
    const [charged, voided] = screen.getAllByTestId('click-report-row') as [HTMLElement, HTMLElement];
    expect(within(charged).getByText('running shoes')).toBeTruthy();
    expect(charged.textContent).toContain('0.25 USDT');
    expect(voided.getAttribute('data-status')).toBe('void');
    expect(within(voided).getByTestId('click-void-reason').textContent).not.toBe('');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('tells an account without clicks what its ads need to serve', async () => {
    await renderApp('/report/clicks', { api: [clicksAnswer(() => clickPageOf([])), ...filterChoices] });
    expect(
      await screen.findByText('No clicks yet. Your ads need an approved status, a bid and balance to serve.'),
    ).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks for the filters in the address and says when no click matches them', async () => {
    const requests = recordRequests();
    await renderApp('/report/clicks?status=void&from=2026-11-01&to=2026-11-07', {
      api: [clicksAnswer(() => clickPageOf([])), ...filterChoices],
    });
    expect(await screen.findByText('No click matches these filters.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/reports/clicks');
    expect(sent?.query).toMatchObject({ status: 'void', from: '2026-11-01', to: '2026-11-07' });
  });

  it('pages on with the cursor the last page gave', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/report/clicks', {
      api: [
        clicksAnswer(({ query }) =>
          query.get('after')
            ? clickPageOf([
                aClickRow({ id: 'c1000000-0000-4000-8000-000000000009', target_name: 'trail shoes' }),
              ])
            : clickPageOf([aClickRow()], 'cursor-1'),
        ),
        ...filterChoices,
      ],
    });
    await screen.findByText('running shoes');
    await user.click(screen.getByTestId('keyset-pager-next'));
    expect(await screen.findByText('trail shoes')).toBeTruthy();
    expect((await requests.matching('GET', '/api/reports/clicks')).at(-1)?.query).toMatchObject({
      after: 'cursor-1',
    });
  });

  it('says when the clicks cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/report/clicks', {
      api: [
        clicksAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : clickPageOf([aClickRow()]);
        }),
        ...filterChoices,
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The click report could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('running shoes')).toBeTruthy();
  });

  it('is not authorized for a member without the report permission', async () => {
    await renderApp('/report/clicks', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
