import type { Promotion } from '@adportal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { formatPercent, isZeroAmount } from './promotion-format.ts';

type Rules = Pick<
  Promotion,
  'type' | 'value' | 'max_amount' | 'min_deposit' | 'claim_condition' | 'starts_at' | 'ends_at'
>;

/** A promotion's rules in words, in the current language (dates through Intl.DateTimeFormat). */
export function usePromotionText() {
  const { t, i18n } = useTranslation();
  const dateFormat = (withTime: boolean) =>
    new Intl.DateTimeFormat(
      i18n.language,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
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
      dateFormat(withTime).formatRange(new Date(promotion.starts_at), new Date(promotion.ends_at)),
    date: (iso: string | null) => (iso ? dateFormat(true).format(new Date(iso)) : '—'),
  };
}
