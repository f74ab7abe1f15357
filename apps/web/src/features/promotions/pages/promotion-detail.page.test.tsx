// @vitest-environment jsdom
import { ZPromotion, ZPromotionClaimPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../testing/answers.ts';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aPromotion, aPromotionClaim, claimPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const promotion = aPromotion({ my_claims: 0 });
const path = `/promotion/${promotion.id}`;
const promotionOf = (answer: Parameters<typeof mockApi<typeof ZPromotion>>[3]) =>
  mockApi('get', '/api/promotions/:id', ZPromotion, answer);
const claimsOf = (claims = [aPromotionClaim()]) =>
  mockApi('get', '/api/promotion-claims', ZPromotionClaimPage, () => claimPageOf(claims));

describe('/promotion/:id', () => {
  it('shows placeholders while loading, then the rules, the summary and the way to a deposit with the code', async () => {
    const hold = heldAnswer();
    const requests = recordRequests();
    await renderApp(path, {
      api: [promotionOf(heldUntil(hold, () => promotion)), claimsOf()],
    });
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getByText('Ten percent on your first deposit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use on a deposit' }).getAttribute('href')).toBe(
      '/deposit?promotion=WELCOME10',
    );
    const claims = screen.getByRole('region', { name: 'Your claims of this promotion' });
    expect(await within(claims).findByText('DEP-20261127-0001')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/promotion-claims');
    expect(sent?.query).toMatchObject({ promotion_id: promotion.id });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the advertiser has used the promotion up, and offers no deposit', async () => {
    await renderApp(path, { api: [promotionOf(() => ({ ...promotion, my_claims: 1 })), claimsOf([])] });
    expect(await screen.findByText('You have used this promotion as many times as allowed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use on a deposit' }).getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('No claims yet.')).toBeTruthy();
  });

  it('hides the deposit button from a member who may not add deposits', async () => {
    await renderApp(path, { as: readOnly('Promotion'), api: [promotionOf(() => promotion), claimsOf()] });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Use on a deposit' })).toBeNull();
  });

  it('says an unknown or ended promotion does not exist', async () => {
    await renderApp(path, { api: [promotionOf(() => apiError(404, 'NOT_FOUND', 'Not found'))] });
    expect(await screen.findByText('This promotion does not exist or has ended.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the promotion cannot be loaded, and loads it on "Try again"', async () => {
    const { user } = await renderApp(path, {
      api: [promotionOf(failingTwiceThen(() => promotion)), claimsOf()],
    });
    const alert = (await screen.findByText('The promotions could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
  });
});
