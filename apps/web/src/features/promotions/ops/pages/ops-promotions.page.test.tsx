// @vitest-environment jsdom
import { ZPromotion, ZPromotionClaimPage, ZPromotionList } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../../testing/answers.ts';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { aPromotion, aPromotionClaim, claimPageOf } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZPromotionList>>[3]) =>
  mockApi('get', '/api/ops/promotions', ZPromotionList, answer);
/** An operator who may read promotions and their claims, and change nothing. */
const READER = { kind: 'platform', permissions: { OpsPromotion: { read: true } } } as const;

describe('/ops/promotions', () => {
  it('shows the loading bar, then every promotion with its rules, limits and claims', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/promotions', {
      as: OPERATOR,
      api: [listOf(heldUntil(hold, () => ({ data: [aPromotion()] })))],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('WELCOME10')).closest('tr')!;
    expect(within(row).getByText('Welcome bonus')).toBeTruthy();
    expect(within(row).getByText('1 per advertiser, 500 in total')).toBeTruthy();
    expect(within(row).getByText('12 / 500')).toBeTruthy();
    expect(within(row).getByText('50.00 USDT')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when there is no promotion yet', async () => {
    await renderApp('/ops/promotions', { as: OPERATOR, api: [listOf(() => ({ data: [] }))] });
    expect(await screen.findByText('No promotions yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the list cannot be loaded, and loads it on "Try again"', async () => {
    const { user } = await renderApp('/ops/promotions', {
      as: OPERATOR,
      api: [listOf(failingTwiceThen(() => ({ data: [aPromotion()] })))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The promotions could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('WELCOME10')).toBeTruthy();
  });

  it('lets an operator who may only read see the claims but neither add nor edit', async () => {
    const { user } = await renderApp('/ops/promotions', {
      as: READER,
      api: [
        listOf(() => ({ data: [aPromotion()] })),
        mockApi('get', '/api/ops/promotion-claims', ZPromotionClaimPage, () =>
          claimPageOf([aPromotionClaim({ deposit_reference: 'DEP-20261127-0042' })]),
        ),
      ],
    });
    const claims = await screen.findByRole('button', { name: 'Claims of WELCOME10' });
    expect(screen.queryByRole('button', { name: 'Add promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit promotion WELCOME10' })).toBeNull();
    await user.click(claims);
    const dialog = await screen.findByRole('dialog', { name: /Claims of WELCOME10/ });
    expect(await within(dialog).findByText('DEP-20261127-0042')).toBeTruthy();
  });

  it('sends nobody without the read permission to the list: not authorized', async () => {
    await renderApp('/ops/promotions', {
      as: { kind: 'platform', permissions: { OpsContent: { read: true } } },
    });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});

describe('/ops/promotions: the promotion dialog', () => {
  it("refuses an empty form and a malformed code in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/promotions', {
      as: OPERATOR,
      api: [listOf(() => ({ data: [] }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Add promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promotion' });
    await user.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(code)).toContain('This field is required');
    expect(fieldMessage(within(dialog).getByRole('textbox', { name: 'Title' }))).toBe(
      'This field is required',
    );
    expect(fieldMessage(within(dialog).getByRole('textbox', { name: 'Bonus value' }))).toBe(
      'This field is required',
    );
    expect(await axeProblems(dialog)).toEqual([]);
    await user.type(code, 'NEW YEAR!');
    await waitFor(() => expect(fieldMessage(code)).toContain('Letters, digits, - and _ only'));
    expect(await requests.matching('POST', '/api/ops/promotions')).toEqual([]);
  });

  it('saves a changed promotion with PUT, the code in capitals, and closes', async () => {
    const requests = recordRequests();
    const promotion = aPromotion();
    const { user } = await renderApp('/ops/promotions', {
      as: OPERATOR,
      api: [
        listOf(() => ({ data: [promotion] })),
        mockApi('put', '/api/ops/promotions/:id', ZPromotion, () => ({
          ...promotion,
          title: 'Welcome back',
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit promotion WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Welcome back');
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'welcome11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit promotion' })).toBeNull());
    const [sent] = await requests.matching('PUT', `/api/ops/promotions/${promotion.id}`);
    expect(sent?.body).toMatchObject({
      code: 'WELCOME11',
      title: 'Welcome back',
      type: 'percentage',
      value: '10',
      min_deposit: '50',
      max_amount: '100',
      limit_per_user: 1,
      limit_total: 500,
      status: 'active',
    });
  });

  it("puts the API's field error on its field and keeps the dialog open", async () => {
    const { user } = await renderApp('/ops/promotions', {
      as: OPERATOR,
      api: [
        listOf(() => ({ data: [aPromotion()] })),
        mockApi('put', '/api/ops/promotions/:id', ZPromotion, () =>
          apiError(409, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'code', key: 'promotion.errors.codeTaken', message: 'Another promotion has this code' },
          ]),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit promotion WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(code)).toContain('Another promotion has this code');
  });
});
