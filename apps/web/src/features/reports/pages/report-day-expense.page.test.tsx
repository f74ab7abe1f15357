// @vitest-environment jsdom
import { ZDayExpensePage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aDayExpense, dayExpensePageOf } from '../../../testing/factories/reports.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const daysAnswer = (answer: Parameters<typeof mockApi<typeof ZDayExpensePage>>[3]) =>
  mockApi('get', '/api/reports/day-expense', ZDayExpensePage, answer);

describe('/report/day-expense', () => {
  it('shows the loading bar until the days arrive, then each day with its expense and the totals', async () => {
    const hold = heldAnswer();
    await renderApp('/report/day-expense', {
      as: readOnly('Report'),
      api: [
        daysAnswer(async () => {
          await hold.promise;
          return dayExpensePageOf([aDayExpense({ date: '2026-11-26', total_expense: '22.40' })]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const open = await screen.findByTestId('day-expense-open');
    expect(open.getAttribute('href')).toBe('/report/day-expense/2026-11-26');
    const row = open.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('22.40');
    expect(screen.getByTestId('day-expense-totals')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('tells an account without delivery that days appear once its ads run', async () => {
    await renderApp('/report/day-expense', { api: [daysAnswer(() => dayExpensePageOf([]))] });
    expect(
      await screen.findByText('No expense yet. Days appear here once your ads are shown or clicked.'),
    ).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks for the period in the address and says when it has no expense', async () => {
    const requests = recordRequests();
    await renderApp('/report/day-expense?from=2026-11-01&to=2026-11-07', {
      api: [daysAnswer(() => dayExpensePageOf([]))],
    });
    expect(await screen.findByText('No expense in this period.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/reports/day-expense');
    expect(sent?.query).toMatchObject({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('sorts by the column chosen, from the first page', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/report/day-expense', {
      api: [daysAnswer(() => dayExpensePageOf([aDayExpense()]))],
    });
    await screen.findByTestId('day-expense-open');
    await user.click(screen.getByTestId('day-expense-sort-expense'));
    await waitFor(async () =>
      expect((await requests.matching('GET', '/api/reports/day-expense')).at(-1)?.query).toMatchObject({
        sort: 'expense',
        order: 'desc',
        page: '1',
      }),
    );
  });

  it('says when the days cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/report/day-expense', {
      api: [
        daysAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : dayExpensePageOf([aDayExpense()]);
        }),
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The daily expense could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('day-expense-open')).toBeTruthy();
  });

  it('is not authorized for a member without the report permission', async () => {
    await renderApp('/report/day-expense', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
