import type { DispatchStatus } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import CircleIcon from '../../../../components/icons/Circle.tsx';
import CircleOutlinedIcon from '../../../../components/icons/CircleOutlined.tsx';

const MARK: Record<DispatchStatus, string | null> = {
  queued: null,
  sending: 'info.main',
  sent: 'success.main',
  failed: 'error.main',
};

/** A dispatch's status: an outlined chip with a coloured mark (a filled success chip reads 2.3:1, axe). */
export function DispatchStatusChip({ status }: { status: DispatchStatus }) {
  const { t } = useTranslation();
  const mark = MARK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="dispatch-status"
      data-status={status}
      icon={
        mark ? (
          <CircleIcon sx={{ fontSize: 10, '&&': { color: mark } }} />
        ) : (
          <CircleOutlinedIcon sx={{ fontSize: 10 }} />
        )
      }
      label={t(`notifications.ops.dispatches.statuses.${status}`)}
    />
  );
}
