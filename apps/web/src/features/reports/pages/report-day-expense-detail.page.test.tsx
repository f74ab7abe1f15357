// @vitest-environment jsdom
import { ZAdListPage, ZClickReportPage, ZDayExpenseDetail, ZPlannerTargetPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aClickRow, aDayExpenseDetail, clickPageOf } from '../../../testing/factories/reports.ts';
import { adPageOf, pageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const PATH = '/report/day-expense/2026-11-26';
const page = () => screen.getByRole('main');
const dayAnswer = (answer: Parameters<typeof mockApi<typeof ZDayExpenseDetail>>[3]) =>
  mockApi('get', '/api/reports/day-expense/:date', ZDayExpenseDetail, answer);
/** The day's clicks card: its list and its filters' choices. */
const dayClicks = [
  mockApi('get', '/api/reports/clicks', ZClickReportPage, () => clickPageOf([aClickRow()])),
  mockApi('get', '/api/advertisements', ZAdListPage, () => adPageOf([])),
  mockApi('get', '/api/planner/targets', ZPlannerTargetPage, () => pageOf([])),
];

describe('/report/day-expense/{date}', () => {
  it('shows the day by ad and target, and its clicks of that day only', async () => {
    const hold = heldAnswer();
    const requests = recordRequests();
    await renderApp(PATH, {
      as: readOnly('Report'),
      api: [
        dayAnswer(async () => {
          await hold.promise;
          return aDayExpenseDetail();
        }),
        ...dayClicks,
      ],
    });
    expect(screen.queryByTestId('day-line')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const line = await screen.findByTestId('day-line');
    expect(within(line).getByText('Winter sale banner')).toBeTruthy();
    expect(within(line).getByText('running shoes')).toBeTruthy();
    expect(await screen.findByTestId('click-report-row')).toBeTruthy();
    const [clicks] = await requests.matching('GET', '/api/reports/clicks');
    expect(clicks?.query).toMatchObject({ from: '2026-11-26', to: '2026-11-26' });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no ad ran that day', async () => {
    await renderApp(PATH, {
      api: [dayAnswer(() => aDayExpenseDetail({ lines: [], settlement: null })), ...dayClicks],
    });
    expect(await screen.findByText('No ad was shown or clicked on this day.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the day cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        dayAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : aDayExpenseDetail();
        }),
        ...dayClicks,
      ],
    });
    let failed: HTMLElement | undefined;
    await waitFor(() => {
      failed = screen
        .getAllByRole('alert')
        .find((alert) => alert.textContent?.includes('This day could not be loaded.'));
      expect(failed).toBeTruthy();
    });
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('day-line')).toBeTruthy();
  });

  it('is not authorized for a member without the report permission', async () => {
    await renderApp(PATH, { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
