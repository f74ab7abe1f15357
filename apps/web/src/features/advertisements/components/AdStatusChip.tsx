import type { AdStatus } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AdStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  banned: 'error',
  deleted: 'default',
};

export function AdStatusChip({ status }: { status: AdStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={COLORS[status]} label={t(`ad.statuses.${status}`)} data-testid="ad-status" />
  );
}
