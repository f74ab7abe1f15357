// @vitest-environment jsdom
import { ZStatement } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aStatement } from '../../../testing/factories.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const ID = 's0000000-0000-4000-8000-0000000000a1';
const PATH = `/report/statement/${ID}`;
const page = () => screen.getByRole('main');
const statementAnswer = (answer: Parameters<typeof mockApi<typeof ZStatement>>[3]) =>
  mockApi('get', '/api/statements/:id', ZStatement, answer);

describe('/report/statement/{id}', () => {
  it('shows a skeleton, then the entry: type, balances before and after, and the deposit that caused it', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      as: readOnly('Statement'),
      api: [
        statementAnswer(async ({ params }) => {
          await hold.promise;
          return aStatement({
            id: String(params.id),
            before: '100.00',
            amount: '250.00',
            after: '350.00',
            note: 'DEP-20261127-0001',
          });
        }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Statement entry' })).toBeTruthy();
    expect(screen.queryByText('Before')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const deposit = await screen.findByRole('link', { name: 'Deposit DEP-20261127-0001' });
    expect(deposit.getAttribute('href')).toBe('/deposit/c0a80101-0000-4000-8000-000000000001');
    const facts = page().querySelector('dl') as HTMLElement;
    expect(within(facts).getByText('100.00 USDT')).toBeTruthy();
    expect(within(facts).getByText('350.00 USDT')).toBeTruthy();
    expect(facts.textContent).toContain('+250.00 USDT');
    expect(screen.getByRole('link', { name: 'Back to statement' }).getAttribute('href')).toBe(
      '/report/statement',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it("shows an operator's adjustment with its note", async () => {
    await renderApp(PATH, {
      api: [
        statementAnswer(() =>
          aStatement({
            type: 'adjust',
            amount: '-20.00',
            before: '250.00',
            after: '230.00',
            source_type: 'adjustment',
            source_id: null,
            note: 'Refund of a duplicated charge',
          }),
        ),
      ],
    });
    expect(await screen.findByText('Operator adjustment')).toBeTruthy();
    expect(screen.getByText('Refund of a duplicated charge')).toBeTruthy();
    expect(page().textContent).toContain('-20.00 USDT');
  });

  it('says when the entry cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        statementAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : aStatement();
        }),
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The statement could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposit c0a80101-0000-4000-8000-000000000001')).toBeTruthy();
    expect(screen.queryByText('The statement could not be loaded.')).toBeNull();
  });

  it('is not authorized for a member without the statement permission', async () => {
    await renderApp(PATH, { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
