import type { DepositStatus } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DepositStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  waiting: 'warning',
  pending: 'info',
  success: 'success',
  rejected: 'error',
  failed: 'error',
  timeout: 'default',
  cancelled: 'default',
};

export function DepositStatusChip({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      label={t(`deposit.statuses.${status}`)}
      data-testid="deposit-status"
    />
  );
}
