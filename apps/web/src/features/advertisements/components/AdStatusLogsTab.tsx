import type { AdStatusLog, Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import { useAdFormat } from '../ad-format.ts';
import { useAdStatusLogs } from '../api/list-ad-status-logs.ts';
import { AdStatusChip } from './AdStatusChip.tsx';

/** Every move of the ad's status, newest first: from, to, the action, the reason and who (an operator badged). */
export function AdStatusLogsTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  const logs = useAdStatusLogs(ad.id);
  const columns: DataColumn<AdStatusLog>[] = [
    {
      id: 'change',
      header: t('ad.logs.change'),
      cell: (log) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'nowrap' }}>
          {log.from ? (
            <AdStatusChip status={log.from} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('ad.logs.new')}
            </Typography>
          )}
          <ArrowForwardIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-label={t('ad.logs.to')} />
          <AdStatusChip status={log.to} />
        </Box>
      ),
    },
    {
      id: 'action',
      header: t('ad.logs.action'),
      cell: (log) => t(`ad.actions.${log.action}`),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'reason',
      header: t('ad.logs.reason'),
      cell: (log) =>
        log.reason || (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            —
          </Box>
        ),
      sx: { minWidth: 200, overflowWrap: 'anywhere' },
    },
    {
      id: 'by',
      header: t('ad.logs.by'),
      cell: (log) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{log.by}</span>
          {log.by_operator ? (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={t('ad.logs.operator')}
              data-testid="status-log-operator"
            />
          ) : null}
        </Box>
      ),
    },
    {
      id: 'when',
      header: t('ad.logs.when'),
      cell: (log) => format.dateTime(log.created_at),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
  return (
    <Card component="section" aria-labelledby="status-logs-title">
      <CardHeader
        title={t('ad.logs.title')}
        subheader={t('ad.logs.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'status-logs-title' } }}
      />
      <DataTable
        columns={columns}
        rows={logs.data?.data ?? []}
        rowKey={(log) => log.id}
        rowTestId="status-log-row"
        labelledBy="status-logs-title"
        query={logs}
        errorMessage={t('ad.logs.fetchFailed')}
        empty={t('ad.logs.empty')}
        minWidth={760}
      />
    </Card>
  );
}
