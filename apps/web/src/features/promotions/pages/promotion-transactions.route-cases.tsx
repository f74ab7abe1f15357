import { ZPromotion, ZPromotionClaimPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../testing/answers.ts';
import { heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aPromotion, aPromotionClaim, claimPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const promotion = aPromotion();
const claimsOf = (answer: Parameters<typeof mockApi<typeof ZPromotionClaimPage>>[3]) =>
  mockApi('get', '/api/promotion-claims', ZPromotionClaimPage, answer);
const REPORTER = readOnly('Report');

/**
 * The cases of both transaction routes of the promotion reports (/report/promotion/{id}/transaction and
 * /report/promotions/{id}/transaction): one page (PromotionTransactions), each going back to its own report.
 */
export function describeTransactionsRoute(route: string, back: { label: string; href: string }) {
  const path = route.replace(':id', promotion.id);
  describe(route, () => {
    it("shows the loading bar, then the promotion's claims, titled by its code, asked for by its id", async () => {
      const hold = heldAnswer();
      const requests = recordRequests();
      await renderApp(path, {
        as: REPORTER,
        api: [claimsOf(heldUntil(hold, () => claimPageOf([aPromotionClaim()])))],
      });
      expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
      expect(await axeProblems(page())).toEqual([]);
      hold.release();
      expect(await screen.findByRole('heading', { name: 'Transactions of WELCOME10' })).toBeTruthy();
      expect(screen.getByText('DEP-20261127-0001')).toBeTruthy();
      expect(screen.getByRole('link', { name: back.label }).getAttribute('href')).toBe(back.href);
      const [sent] = await requests.matching('GET', '/api/promotion-claims');
      expect(sent?.query).toMatchObject({ promotion_id: promotion.id });
      expect(await axeProblems(page())).toEqual([]);
    });

    it('names the promotion from the promotion itself when it has no claim', async () => {
      await renderApp(path, {
        as: { kind: 'advertiser', permissions: { Report: { read: true }, Promotion: { read: true } } },
        api: [
          claimsOf(() => claimPageOf([])),
          mockApi('get', '/api/promotions/:id', ZPromotion, () => promotion),
        ],
      });
      expect(await screen.findByText('No claims yet.')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Transactions of WELCOME10' })).toBeTruthy();
      expect(await axeProblems(page())).toEqual([]);
    });

    it('says when the claims cannot be loaded, and loads them on "Try again"', async () => {
      const { user } = await renderApp(path, {
        as: REPORTER,
        api: [claimsOf(failingTwiceThen(() => claimPageOf([aPromotionClaim()])))],
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The claims could not be loaded.');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('DEP-20261127-0001')).toBeTruthy();
    });
  });
}
