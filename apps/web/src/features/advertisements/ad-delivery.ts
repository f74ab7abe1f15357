import type { Advertisement } from '@adportal/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/money.ts';
import { servingExplanations } from './not-serving.ts';

/**
 * The words of what the auction makes of an ad that may serve (the API's `delivery`): "Serving" only when it won
 * impressions lately, "Eligible — limited by ad rank" with the bid that wins, or "Eligible — no visitors lately".
 * Null when a reason keeps it out of the auction (the screens name that reason instead).
 */
export function deliveryLabel(
  t: TFunction,
  ad: Pick<Advertisement, 'delivery' | 'bid_to_win'>,
): string | null {
  switch (ad.delivery) {
    case 'serving':
      return t('ad.auction.serving');
    case 'limited_by_rank':
      return ad.bid_to_win === null
        ? t('ad.auction.limited_by_rank')
        : t('ad.auction.limitedWithBid', { bid: formatMoney(ad.bid_to_win) });
    case 'no_traffic':
      return t('ad.auction.no_traffic');
    default:
      return null;
  }
}

/**
 * Why the ad had no impression in the last 30 days, as the API derives it: the first reason that keeps it out
 * of the auction, or that it may serve but loses its slots (with the bid that wins) or nobody asked for them.
 */
export function quietReason(
  t: TFunction,
  ad: Pick<Advertisement, 'delivery' | 'bid_to_win' | 'not_serving'>,
): string {
  if (ad.delivery === 'not_eligible') {
    const [first] = servingExplanations(ad.not_serving);
    if (first) return t('ad.delivery.quiet.not_eligible', { reason: t(`ad.notServing.${first}`) });
  }
  if (ad.delivery === 'limited_by_rank') {
    return t('ad.delivery.quiet.limited_by_rank', { bid: formatMoney(ad.bid_to_win) });
  }
  return t(ad.delivery === 'serving' ? 'ad.delivery.quiet.serving' : 'ad.delivery.quiet.no_traffic');
}
