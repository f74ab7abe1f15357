import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, loadCataloguePart } from '../../lib/i18n.ts';
import { deliveryLabel, quietReason } from './ad-delivery.ts';

const t = ((key: string, params?: object) => i18n.t(key as never, params as never)) as unknown as TFunction;

describe('what the auction makes of an ad, in words (issue 26, U-1 and U-13)', () => {
  beforeAll(async () => {
    await loadCataloguePart('console');
    await changeLanguage('en');
  });

  it('says "Serving" only for an ad that won impressions lately', () => {
    expect(deliveryLabel(t, { delivery: 'serving', bid_to_win: null })).toBe('Serving');
    expect(deliveryLabel(t, { delivery: 'no_traffic', bid_to_win: null })).toBe(
      'Eligible — no visitors lately',
    );
    expect(deliveryLabel(t, { delivery: 'not_eligible', bid_to_win: null })).toBeNull();
  });

  it('says an eligible ad that loses its slots is limited by ad rank, with the bid that wins', () => {
    expect(deliveryLabel(t, { delivery: 'limited_by_rank', bid_to_win: '2.9' })).toBe(
      'Eligible — limited by ad rank (bid 2.90 USDT to win)',
    );
  });

  it('gives the statistic tab the true reason an ad has no impressions, not "needs approval, a bid and balance"', () => {
    const limited = quietReason(t, { delivery: 'limited_by_rank', bid_to_win: '4.0', not_serving: [] });
    expect(limited).toContain('other ads rank higher');
    expect(limited).toContain('4.00 USDT');
    expect(limited).not.toMatch(/approv/);
    expect(quietReason(t, { delivery: 'no_traffic', bid_to_win: null, not_serving: [] })).toContain(
      'wins its slot',
    );
    expect(
      quietReason(t, { delivery: 'not_eligible', bid_to_win: null, not_serving: ['offline', 'balance_low'] }),
    ).toBe(`No impressions yet — ${t('ad.notServing.offline')}`);
  });

  it('has the same words in Thai and Chinese', async () => {
    await changeLanguage('th');
    expect(deliveryLabel(t, { delivery: 'limited_by_rank', bid_to_win: '2.9' })).toContain('2.90');
    expect(deliveryLabel(t, { delivery: 'limited_by_rank', bid_to_win: '2.9' })).not.toContain('Eligible');
    await changeLanguage('zh');
    expect(deliveryLabel(t, { delivery: 'no_traffic', bid_to_win: null })).toBe('符合条件 — 近期没有访客');
    await changeLanguage('en');
  });
});
