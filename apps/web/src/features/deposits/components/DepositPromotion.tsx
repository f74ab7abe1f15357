import type { DepositPromotion as Claim } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import { PromotionClaimStatusChip } from '../../promotions/index.ts';

/** The promotion claimed on a deposit: its code and the claim's status (with why a cancelled one gave nothing). */
export function DepositPromotionCode({ claim }: { claim: Claim }) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="deposit-promotion-code">
        {claim.code}
      </Box>
      <PromotionClaimStatusChip status={claim.status} reason={claim.reason} />
    </Box>
  );
}

/** The claim's bonus: booked (used), still to come (claimed), or none (cancelled). */
export function DepositPromotionBonus({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  if (claim.status === 'used')
    return (
      <Box component="span" data-testid="deposit-bonus" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        +{formatMoney(claim.bonus)} USDT
      </Box>
    );
  if (claim.status === 'claimed')
    return (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('deposit.detail.bonusOnSuccess')}
      </Typography>
    );
  return <>{t('deposit.detail.none')}</>;
}
