// @vitest-environment jsdom
import { ZDeposit, ZDepositPage, ZDepositSettings } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aDeposit, depositSettings, noDeposits, pageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

/** The page's own content (the shell around it is checked once, in app/layouts). */
const page = () => screen.getByRole('main');

const listOf = (answer: Parameters<typeof mockApi<typeof ZDepositPage>>[3]) =>
  mockApi('get', '/api/deposits', ZDepositPage, answer);

describe('/deposit', () => {
  it('shows the loading bar until the list arrives, then the rows', async () => {
    const hold = heldAnswer();
    await renderApp('/deposit', {
      api: [
        listOf(async () => {
          await hold.promise;
          return pageOf([aDeposit({ reference: 'DEP-20261127-0042', amount: '120.50', status: 'success' })]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('DEP-20261127-0042')).closest('tr')!;
    expect(within(row).getByText('120.50 USDT')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('tells a new account it has no deposits yet, with the way to add one', async () => {
    await renderApp('/deposit', { api: [listOf(() => noDeposits)] });
    const table = await screen.findByRole('table');
    expect(
      await within(table).findByText('You have no deposits yet. Add one to fund your ads.'),
    ).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Add deposit' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the list cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    await renderApp('/deposit', {
      api: [
        listOf(() => {
          calls += 1;
          // The first load and its one automatic retry (lib/http.ts) fail; the person's retry succeeds.
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : pageOf([aDeposit({ reference: 'DEP-20261127-0007' })]);
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The deposits could not be loaded.');
    expect(calls).toBe(2);
    expect(await axeProblems(page())).toEqual([]);
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('DEP-20261127-0007')).toBeTruthy();
    expect(screen.queryByText('The deposits could not be loaded.')).toBeNull();
  });

  it('hides adding, cancelling and refreshing from a member who may only read deposits', async () => {
    await renderApp('/deposit', {
      as: readOnly('Deposit'),
      api: [listOf(() => pageOf([aDeposit({ reference: 'DEP-20261127-0003', status: 'waiting' })]))],
    });
    expect(await screen.findByText('DEP-20261127-0003')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh gateway data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel deposit DEP-20261127-0003' })).toBeNull();
  });

  it('shows the same actions to a member who may create and update deposits', async () => {
    await renderApp('/deposit', {
      as: { kind: 'advertiser', permissions: { Deposit: { read: true, create: true, update: true } } },
      api: [listOf(() => pageOf([aDeposit({ reference: 'DEP-20261127-0003', status: 'waiting' })]))],
    });
    expect(await screen.findByText('DEP-20261127-0003')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh gateway data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel deposit DEP-20261127-0003' })).toBeTruthy();
  });

  it('sends nobody without the read permission to the list: not authorized', async () => {
    await renderApp('/deposit', { as: readOnly('Advertisement') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});

describe('/deposit: the add-deposit dialog', () => {
  const settings = mockApi('get', '/api/deposits/settings', ZDepositSettings, () => depositSettings());

  it("refuses an empty, a zero and a three-decimal amount in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/deposit?add=1', { api: [listOf(() => noDeposits), settings] });
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const submit = within(dialog).getByRole('button', { name: 'Continue' });

    await user.click(submit);
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
    await user.type(amount, '0');
    expect(await within(dialog).findByText('The amount must be greater than 0')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '10.555');
    expect(await within(dialog).findByText('Too many decimals (at most 2)')).toBeTruthy();
    expect(await requests.matching('POST', '/api/deposits')).toEqual([]);
  });

  it('creates a manual deposit with the amount and method chosen, then opens its page', async () => {
    const requests = recordRequests();
    const created = aDeposit({ id: 'c0a80101-0000-4000-8000-0000000000aa', reference: 'DEP-20261128-0100' });
    const { user, router } = await renderApp('/deposit?add=1', {
      api: [
        listOf(() => noDeposits),
        settings,
        mockApi('post', '/api/deposits', ZDeposit, () => created),
        mockApi('get', '/api/deposits/:id', ZDeposit, () => created),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '25.50');
    await user.click(within(dialog).getByRole('radio', { name: /Manual transfer/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Promotion code (optional)' }), 'welcome10');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/deposit/${created.id}`));
    const [sent] = await requests.matching('POST', '/api/deposits');
    expect(sent?.body).toEqual({ amount: '25.50', method: 'manual', promotion_code: 'WELCOME10' });
  });

  it("puts the API's field error on its field and keeps the dialog open", async () => {
    const { user } = await renderApp('/deposit?add=1', {
      api: [
        listOf(() => noDeposits),
        settings,
        mockApi('post', '/api/deposits', ZDeposit, () =>
          apiError(422, 'VALIDATION_FAILED', 'Validation failed', [
            {
              path: 'promotion_code',
              key: 'deposit.errors.promotionUnknown',
              message: 'No active promotion has this code',
            },
          ]),
        ),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promotion code (optional)' }), 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const field = within(dialog).getByRole('textbox', { name: 'Promotion code (optional)' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('No active promotion has this code')).toBeTruthy();
  });
});
