// @vitest-environment jsdom
import { ZPromotionClaimPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../testing/answers.ts';
import { heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aPromotionClaim, claimPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const claimsOf = (answer: Parameters<typeof mockApi<typeof ZPromotionClaimPage>>[3]) =>
  mockApi('get', '/api/promotion-claims', ZPromotionClaimPage, answer);
const used = aPromotionClaim({ bonus: '25.00' });
const second = aPromotionClaim({
  id: 'b1000000-0000-4000-8000-000000000002',
  bonus: '10.50',
  claimed_at: '2026-11-28T03:00:00.000Z',
});
const waiting = aPromotionClaim({
  id: 'b1000000-0000-4000-8000-000000000003',
  status: 'claimed',
  bonus: '0',
});

describe('/report/promotion', () => {
  it('shows the loading bar, then one row per promotion with its claims and bonus added up', async () => {
    const hold = heldAnswer();
    const requests = recordRequests();
    await renderApp('/report/promotion', {
      as: readOnly('Report'),
      api: [claimsOf(heldUntil(hold, () => claimPageOf([used, second, waiting])))],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByRole('link', { name: 'Transactions of WELCOME10' })).closest('tr')!;
    expect(within(row).getByText('Welcome bonus')).toBeTruthy();
    expect(within(row).getAllByText('35.50 USDT')).toHaveLength(1);
    expect(screen.getAllByTestId('promotion-report-row')).toHaveLength(1);
    const [sent] = await requests.matching('GET', '/api/promotion-claims');
    expect(sent?.query).toMatchObject({ page: '1', page_size: '100' });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no promotion was claimed yet', async () => {
    await renderApp('/report/promotion', { as: readOnly('Report'), api: [claimsOf(() => claimPageOf([]))] });
    expect(await screen.findByText('You have not claimed a promotion yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the claims cannot be loaded, and loads them on "Try again"', async () => {
    const { user } = await renderApp('/report/promotion', {
      as: readOnly('Report'),
      api: [claimsOf(failingTwiceThen(() => claimPageOf([used])))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The claims could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Transactions of WELCOME10' })).toBeTruthy();
  });

  it("opens a promotion's transactions from its row", async () => {
    const { user, router } = await renderApp('/report/promotion', {
      as: readOnly('Report'),
      api: [claimsOf(() => claimPageOf([used]))],
    });
    await user.click(await screen.findByText('Welcome bonus'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/report/promotion/${used.promotion_id}/transaction`),
    );
  });

  it('sends a member without the reports permission away: not authorized', async () => {
    await renderApp('/report/promotion', { as: readOnly('Promotion') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
