import type { DeliveryStatus } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import CircleIcon from '../../../components/icons/Circle.tsx';
import CircleOutlinedIcon from '../../../components/icons/CircleOutlined.tsx';

const MARK: Record<DeliveryStatus, string | null> = {
  queued: null,
  sending: 'info.main',
  sent: 'success.main',
  failed: 'error.main',
};

/** A delivery's status: an outlined chip with a coloured mark (a filled success chip reads 2.3:1, axe). */
export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  const mark = MARK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="delivery-status"
      data-status={status}
      icon={
        mark ? (
          <CircleIcon sx={{ fontSize: 10, '&&': { color: mark } }} />
        ) : (
          <CircleOutlinedIcon sx={{ fontSize: 10 }} />
        )
      }
      label={t(`opsNews.deliveries.statuses.${status}`)}
    />
  );
}
