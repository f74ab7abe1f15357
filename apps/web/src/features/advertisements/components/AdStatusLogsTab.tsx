import type { Advertisement } from '@adportal/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SkeletonRows } from '../../../components/SkeletonRows.tsx';
import { useAdFormat } from '../ad-format.ts';
import { useAdStatusLogs } from '../api/advertisements.ts';
import { AdStatusChip } from './AdStatusChip.tsx';

/** Every move of the ad's status, newest first: from, to, the action, the reason and who (an operator badged). */
export function AdStatusLogsTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  const logs = useAdStatusLogs(ad.id);
  const rows = logs.data?.data ?? [];
  return (
    <Card component="section" aria-labelledby="status-logs-title">
      <CardHeader
        title={t('ad.logs.title')}
        subheader={t('ad.logs.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'status-logs-title' } }}
      />
      {logs.isError ? (
        <RetryAlert onRetry={() => logs.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
          {t('ad.logs.fetchFailed')}
        </RetryAlert>
      ) : null}
      <TableContainer>
        <Table sx={{ minWidth: 760 }} aria-labelledby="status-logs-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('ad.logs.change')}</TableCell>
              <TableCell>{t('ad.logs.action')}</TableCell>
              <TableCell>{t('ad.logs.reason')}</TableCell>
              <TableCell>{t('ad.logs.by')}</TableCell>
              <TableCell>{t('ad.logs.when')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.isPending ? <SkeletonRows columns={5} /> : null}
            {rows.map((log) => (
              <TableRow key={log.id} hover data-testid="status-log-row">
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'nowrap' }}>
                    {log.from ? (
                      <AdStatusChip status={log.from} />
                    ) : (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('ad.logs.new')}
                      </Typography>
                    )}
                    <ArrowForwardIcon
                      sx={{ fontSize: 16, color: 'text.secondary' }}
                      aria-label={t('ad.logs.to')}
                    />
                    <AdStatusChip status={log.to} />
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`ad.actions.${log.action}`)}</TableCell>
                <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                  {log.reason || (
                    <Box component="span" sx={{ color: 'text.disabled' }}>
                      —
                    </Box>
                  )}
                </TableCell>
                <TableCell>
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
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(log.created_at)}</TableCell>
              </TableRow>
            ))}
            {logs.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                  {t('ad.logs.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
