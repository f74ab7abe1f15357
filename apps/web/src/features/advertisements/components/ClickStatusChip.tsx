import type { ClickStatus } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Charged (success) or not (void): the chip of a click's status. */
export function ClickStatusChip({ status }: { status: ClickStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'success' ? 'filled' : 'outlined'}
      color={status === 'success' ? 'success' : 'warning'}
      label={t(`clicks.statuses.${status}`)}
      data-testid="click-status"
    />
  );
}
