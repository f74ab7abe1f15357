import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SkeletonRows } from '../../../components/SkeletonRows.tsx';
import { useAdFormat } from '../ad-format.ts';
import { useBudgetLogs } from '../api/list-budget-logs.ts';

/** Every change of the ad's budget, newest first: amount, period, dates, who and when. */
export function BudgetHistoryCard({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  const logs = useBudgetLogs(adId);
  return (
    <Card component="section" aria-labelledby="budget-logs-title">
      <CardHeader
        title={t('budget.history')}
        subheader={t('budget.historyHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'budget-logs-title' } }}
      />
      {logs.isError ? (
        <RetryAlert onRetry={() => logs.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
          {t('budget.fetchFailed')}
        </RetryAlert>
      ) : null}
      <TableContainer>
        <Table sx={{ minWidth: 720 }} aria-labelledby="budget-logs-title">
          <TableHead>
            <TableRow>
              <TableCell align="right">{t('budget.amount')}</TableCell>
              <TableCell>{t('budget.period')}</TableCell>
              <TableCell>{t('budget.startDate')}</TableCell>
              <TableCell>{t('budget.endDate')}</TableCell>
              <TableCell>{t('budget.by')}</TableCell>
              <TableCell>{t('budget.recordedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.isPending ? <SkeletonRows columns={6} /> : null}
            {(logs.data?.data ?? []).map((log) => (
              <TableRow key={log.id} hover data-testid="budget-log-row">
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {format.usdt(log.amount)}
                </TableCell>
                <TableCell>{t(`budget.periods.${log.period}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(log.start_date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {log.end_date ? format.date(log.end_date) : t('budget.noEnd')}
                </TableCell>
                <TableCell>{log.by}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(log.created_at)}</TableCell>
              </TableRow>
            ))}
            {logs.isSuccess && logs.data.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                  {t('budget.historyEmpty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
