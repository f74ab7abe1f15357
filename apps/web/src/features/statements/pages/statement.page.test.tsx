// @vitest-environment jsdom
import { ZStatement, ZStatementPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aStatement, statementPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const statementsAnswer = (answer: Parameters<typeof mockApi<typeof ZStatementPage>>[3]) =>
  mockApi('get', '/api/statements', ZStatementPage, answer);
const page = () => screen.getByRole('main');

describe('/report/statement', () => {
  it('shows the loading bar until the entries arrive, each entry opening its page', async () => {
    const hold = heldAnswer();
    const { user, router } = await renderApp('/report/statement', {
      api: [
        statementsAnswer(async () => {
          await hold.promise;
          return statementPageOf([aStatement({ id: 's0000000-0000-4000-8000-0000000000b2' })]);
        }),
        mockApi('get', '/api/statements/:id', ZStatement, () =>
          aStatement({ id: 's0000000-0000-4000-8000-0000000000b2' }),
        ),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = await screen.findByTestId('statement-row');
    await user.click(within(row).getByText('Deposit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/report/statement/s0000000-0000-4000-8000-0000000000b2'),
    );
  });

  it('shows both balances and each entry with its balance before and after', async () => {
    await renderApp('/report/statement', {
      as: readOnly('Statement'),
      api: [
        statementsAnswer(() =>
          statementPageOf([aStatement({ amount: '250.00', before: '0', after: '250.00' })]),
        ),
      ],
    });
    expect((await screen.findByTestId('statement-balance-current')).textContent).toBe('250.00 USDT');
    expect(screen.getByTestId('statement-balance-temporary').textContent).toBe('243.50 USDT');
    const row = screen.getByTestId('statement-row');
    expect(within(row).getByText('Deposit')).toBeTruthy();
    expect(within(row).getByText('0.00 USDT')).toBeTruthy();
    expect(row.textContent).toContain('+250.00');
    // The moment on the platform's clock, with its zone (ADR 14).
    expect(within(row).getByText('Nov 27, 2026, 10:00:00 AM UTC+7')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says no entry matches', async () => {
    await renderApp('/report/statement', { api: [statementsAnswer(() => statementPageOf([]))] });
    expect(await screen.findByText('No statement entries match.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the balances cannot be loaded, and loads them on retry', async () => {
    let calls = 0;
    const { user } = await renderApp('/report/statement', {
      api: [
        statementsAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : statementPageOf([]);
        }),
      ],
    });
    const failed = await screen.findByTestId('statement-balance-error');
    expect(failed.textContent).toContain('The balances could not be loaded.');
    expect(screen.getByText('The statement could not be loaded.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('statement-balance-current')).textContent).toBe('250.00 USDT');
    expect(screen.queryByTestId('statement-balance-error')).toBeNull();
  });

  it('asks for the type chosen, from the first page', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/report/statement', {
      api: [statementsAnswer(() => statementPageOf([]))],
    });
    await screen.findByText('No statement entries match.');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Adjustment' }));
    await waitFor(async () =>
      expect((await requests.matching('GET', '/api/statements')).at(-1)?.query).toMatchObject({
        type: 'adjust',
        page: '1',
      }),
    );
  });

  it('is not authorized for a member without the statement permission', async () => {
    await renderApp('/report/statement', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
