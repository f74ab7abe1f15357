import type { Dispatch } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { DispatchStatusChip } from './DispatchStatusChip.tsx';

/** A dispatch on a phone: to whom and its status, the subject, channel, attempts and when, why it failed. */
export function DispatchCard({ row, action }: { row: Dispatch; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.user_email}
          </Typography>
          {row.company_name ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {row.company_name}
            </Typography>
          ) : null}
        </Box>
        <DispatchStatusChip status={row.status} />
      </Box>
      <Typography variant="body2">{row.subject}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Chip
          size="small"
          variant="outlined"
          label={t(`notifications.ops.dispatches.channels.${row.channel}`)}
        />
        <Typography variant="body2">
          {t('notifications.ops.dispatches.attemptsCount', { count: row.attempts })}
        </Typography>
        <Typography variant="body2">
          <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>
        </Typography>
      </Box>
      {row.last_error && row.status !== 'sent' ? (
        <Typography variant="body2" data-testid="dispatch-error">
          {row.last_error}
        </Typography>
      ) : null}
      {action ? <Box>{action}</Box> : null}
    </Box>
  );
}
