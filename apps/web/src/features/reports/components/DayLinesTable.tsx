import type { DayExpenseLine } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { href } from '../../../routing/href.ts';
import { useReportFormat } from '../report-format.ts';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A day's expense by ad × target; each ad links to its own report of that day (by hour). */
export function DayLinesTable({
  date,
  lines,
  query,
  labelledBy,
}: {
  date: string;
  lines: readonly DayExpenseLine[];
  query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isError' | 'refetch'>;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const columns: DataColumn<DayExpenseLine>[] = [
    {
      id: 'ad',
      header: t('reports.day.columns.ad'),
      sx: { minWidth: 180, overflowWrap: 'break-word' },
      cell: (line) => (
        <>
          <Link
            component={RouterLink}
            to={href('advertisement-day-report-date', { id: line.advertisement_id, date })}
            data-testid="day-line-ad"
            sx={{ fontWeight: 500 }}
          >
            {line.advertisement_name}
          </Link>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {t(`ad.types.${line.advertisement_type}`)}
          </Typography>
        </>
      ),
    },
    {
      id: 'target',
      header: t('reports.day.columns.target'),
      sx: { minWidth: 160, overflowWrap: 'break-word' },
      cell: (line) => (
        <>
          <Box
            component="span"
            sx={line.target_name === null ? { fontStyle: 'italic', color: 'text.secondary' } : undefined}
          >
            {format.target(line.target_name)}
          </Box>
          {line.target_type ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {t(`planner.kind.${line.target_type}`)}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'impressions',
      header: t('reports.dayExpense.columns.impressions'),
      align: 'right',
      sx: numeric,
      cell: (line) => format.count(line.impressions),
    },
    {
      id: 'clicks',
      header: t('reports.dayExpense.columns.totalClicks'),
      align: 'right',
      sx: numeric,
      cell: (line) => format.count(line.clicks),
    },
    {
      id: 'void_clicks',
      header: t('reports.dayExpense.columns.voidClicks'),
      align: 'right',
      sx: numeric,
      cell: (line) => format.count(line.void_clicks),
    },
    {
      id: 'expense',
      header: t('reports.day.columns.expense'),
      align: 'right',
      sx: numeric,
      cell: (line) => format.usdt(line.expense),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.advertisement_id}:${line.target_id}`}
      rowTestId="day-line"
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('reports.day.fetchFailed')}
      empty={t('reports.day.linesEmpty')}
      minWidth={820}
      size="small"
    />
  );
}
