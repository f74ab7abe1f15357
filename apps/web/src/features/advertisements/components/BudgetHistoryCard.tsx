import type { BudgetLog } from '@adportal/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { useAdFormat } from '../ad-format.ts';
import { useBudgetLogs } from '../api/list-budget-logs.ts';

/** Every change of the ad's budget, newest first: amount, period, dates, who and when. */
export function BudgetHistoryCard({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  const logs = useBudgetLogs(adId);
  const columns: DataColumn<BudgetLog>[] = [
    {
      id: 'amount',
      header: t('budget.amount'),
      align: 'right',
      sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      cell: (log) => format.usdt(log.amount),
    },
    { id: 'period', header: t('budget.period'), cell: (log) => t(`budget.periods.${log.period}`) },
    {
      id: 'startDate',
      header: t('budget.startDate'),
      sx: { whiteSpace: 'nowrap' },
      cell: (log) => format.date(log.start_date),
    },
    {
      id: 'endDate',
      header: t('budget.endDate'),
      sx: { whiteSpace: 'nowrap' },
      cell: (log) => (log.end_date ? format.date(log.end_date) : t('budget.noEnd')),
    },
    { id: 'by', header: t('budget.by'), cell: (log) => log.by },
    {
      id: 'recordedAt',
      header: t('budget.recordedAt'),
      sx: { whiteSpace: 'nowrap' },
      cell: (log) => format.dateTime(log.created_at),
    },
  ];
  return (
    <Card component="section" aria-labelledby="budget-logs-title">
      <CardHeader
        title={t('budget.history')}
        subheader={t('budget.historyHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'budget-logs-title' } }}
      />
      <DataTable
        columns={columns}
        rows={logs.data?.data ?? []}
        rowKey={(log) => log.id}
        rowTestId="budget-log-row"
        labelledBy="budget-logs-title"
        query={logs}
        errorMessage={t('budget.fetchFailed')}
        empty={t('budget.historyEmpty')}
        minWidth={720}
      />
    </Card>
  );
}
