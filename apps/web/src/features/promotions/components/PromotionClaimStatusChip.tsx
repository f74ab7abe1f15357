import { DEPOSIT_STATUSES, type DepositStatus, type PromotionClaimStatus } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../lib/i18n.ts';

const COLORS: Record<PromotionClaimStatus, 'default' | 'success' | 'warning'> = {
  claimed: 'warning',
  used: 'success',
  cancelled: 'default',
};

/**
 * Why a claim was cancelled, in words. The API records the rule that refused it at credit time (a message key,
 * the minimum without its amount) or "deposit <status>" when the deposit was never credited.
 */
export function claimReasonText(reason: string, t: TFunction): string {
  const deposit = /^deposit (\w+)$/.exec(reason)?.[1];
  if (deposit && (DEPOSIT_STATUSES as readonly string[]).includes(deposit))
    return t('promotion.claims.reasonDeposit', { status: t(`deposit.statuses.${deposit as DepositStatus}`) });
  if (reason === 'promotion.errors.minDeposit') return t('promotion.claims.reasonMinDeposit');
  return tm(reason);
}

/** A claim's status, and for a cancelled one why (shown below the chip). */
export function PromotionClaimStatusChip({
  status,
  reason,
}: {
  status: PromotionClaimStatus;
  reason?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Chip
        size="small"
        color={COLORS[status]}
        label={t(`promotion.claimStatuses.${status}`)}
        data-testid="promotion-claim-status"
      />
      {reason && status === 'cancelled' ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 220 }}>
          {claimReasonText(reason, t)}
        </Typography>
      ) : null}
    </Box>
  );
}
