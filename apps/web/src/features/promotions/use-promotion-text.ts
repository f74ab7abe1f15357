import type { Promotion } from '@adportal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMomentRange, formatMoney } from '../../lib/format.ts';
import { formatPercent, isZeroAmount } from './promotion-format.ts';

type Rules = Pick<
  Promotion,
  'type' | 'value' | 'max_amount' | 'min_deposit' | 'claim_condition' | 'starts_at' | 'ends_at'
>;

/** A promotion's rules in words, in the current language (moments on the platform's clock, lib/format.ts). */
export function usePromotionText() {
  const { t, i18n } = useTranslation();
  return {
    /** "10.00 USDT" or "15% up to 50.00 USDT". */
    bonus: (promotion: Rules) =>
      promotion.type === 'fixed'
        ? `${formatMoney(promotion.value)} USDT`
        : t('promotion.bonusPercentage', {
            percent: formatPercent(promotion.value),
            max: formatMoney(promotion.max_amount),
          }),
    minDeposit: (promotion: Rules) =>
      isZeroAmount(promotion.min_deposit)
        ? t('promotion.noMinimum')
        : `${formatMoney(promotion.min_deposit)} USDT`,
    condition: (promotion: Rules) => t(`promotion.conditions.${promotion.claim_condition}`),
    /** "1 Mar 2025 – 31 Mar 2025" (with times when asked). */
    period: (promotion: Rules, withTime = false) =>
      formatMomentRange(promotion.starts_at, promotion.ends_at, i18n.language, { withTime }),
    date: (iso: string | null) => formatDateTime(iso, i18n.language),
  };
}
