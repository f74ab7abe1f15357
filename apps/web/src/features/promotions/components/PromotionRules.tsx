import type { Promotion } from '@adportal/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlineOutlined.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatPercent, isZeroAmount, remainingClaims } from '../promotion-format.ts';
import { usePromotionText } from '../use-promotion-text.ts';

/** Every rule of a promotion as a sentence: bonus, minimum, period, condition, limits and how to claim it. */
export function PromotionRules({ promotion, label }: { promotion: Promotion; label: string }) {
  const { t } = useTranslation();
  const text = usePromotionText();
  const rules = [
    promotion.type === 'fixed'
      ? t('promotion.rules.bonusFixed', { amount: formatMoney(promotion.value) })
      : t('promotion.rules.bonusPercentage', {
          percent: formatPercent(promotion.value),
          max: formatMoney(promotion.max_amount),
        }),
    isZeroAmount(promotion.min_deposit)
      ? t('promotion.rules.noMinimum')
      : t('promotion.rules.minDeposit', { min: formatMoney(promotion.min_deposit) }),
    t('promotion.rules.period', { period: text.period(promotion, true) }),
    t(`promotion.rules.conditions.${promotion.claim_condition}`),
    t('promotion.rules.limitUser', { limit: promotion.limit_per_user, used: promotion.my_claims ?? 0 }),
    t('promotion.rules.limitTotal', { count: remainingClaims(promotion), total: promotion.limit_total }),
    t('promotion.rules.howTo', { code: promotion.code }),
  ];
  return (
    <List dense disablePadding aria-label={label}>
      {rules.map((rule) => (
        <ListItem key={rule} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.75, color: 'success.main' }}>
            <CheckCircleOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={rule} slotProps={{ primary: { variant: 'body1' } }} />
        </ListItem>
      ))}
    </List>
  );
}
