import type { DayExpense, DayExpensePage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type SortDirection } from '../../../components/DataTable.tsx';
import { href } from '../../../routing/href.ts';
import type { DayExpenseFilter, DayExpenseSort } from '../api/list-day-expenses.ts';
import { useReportFormat } from '../report-format.ts';
import { REPORT_PAGE_SIZES } from '../report-search.ts';
import { DayCard } from './DayCard.tsx';

/** A day of the page, or the totals of the whole filtered range (the last row). */
type Row = DayExpense & { totals?: true };

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The daily expense: one row per platform day (its date opens the day), sorted on the server, with the range's
 * totals as the last row.
 */
export function DayExpenseTable({
  query,
  filter,
  filtered,
  onSort,
  onPage,
}: {
  query: UseQueryResult<DayExpensePage>;
  filter: DayExpenseFilter;
  filtered: boolean;
  onSort: (sort: DayExpenseSort, order: SortDirection) => void;
  onPage: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const page = query.data;
  const rows: Row[] = page && page.data.length > 0 ? [...page.data, { ...page.totals, totals: true }] : [];
  const strong = (row: Row, value: string) =>
    row.totals ? (
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {value}
      </Box>
    ) : (
      value
    );
  const figure = (
    id: string,
    header: string,
    value: (row: Row) => string,
    sort?: DayExpenseSort,
  ): DataColumn<Row> => ({
    id,
    header,
    align: 'right',
    sx: numeric,
    cell: (row) => strong(row, value(row)),
    sort: sort ? { key: sort, firstDirection: 'desc', testId: `day-expense-sort-${sort}` } : undefined,
  });

  const columns: DataColumn<Row>[] = [
    {
      id: 'date',
      header: t('reports.dayExpense.columns.date'),
      sx: { whiteSpace: 'nowrap' },
      sort: { key: 'date', firstDirection: 'desc', testId: 'day-expense-sort-date' },
      cell: (row) =>
        row.totals ? (
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {t('reports.dayExpense.total')}
          </Box>
        ) : (
          <Link
            component={RouterLink}
            to={href('report-day-expense-detail', { id: row.date })}
            data-testid="day-expense-open"
            sx={{ fontWeight: 500 }}
          >
            {format.day(row.date)}
          </Link>
        ),
    },
    figure('ads', t('reports.dayExpense.columns.ads'), (row) => format.count(row.ads), 'ads'),
    figure('impressions', t('reports.dayExpense.columns.impressions'), (row) =>
      format.count(row.impressions),
    ),
    figure(
      'total_clicks',
      t('reports.dayExpense.columns.totalClicks'),
      (row) => format.count(row.total_clicks),
      'clicks',
    ),
    figure('successful_clicks', t('reports.dayExpense.columns.successfulClicks'), (row) =>
      format.count(row.successful_clicks),
    ),
    figure(
      'void_clicks',
      t('reports.dayExpense.columns.voidClicks'),
      (row) => format.count(row.void_clicks),
      'void_clicks',
    ),
    figure('void_impressions', t('reports.dayExpense.columns.voidImpressions'), (row) =>
      format.count(row.void_impressions),
    ),
    figure('average_cpc', t('reports.dayExpense.columns.averageCpc'), (row) =>
      format.average(row.average_cpc),
    ),
    figure(
      'total_expense',
      t('reports.dayExpense.columns.totalExpense'),
      (row) => format.usdt(row.total_expense),
      'expense',
    ),
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => (row.totals ? 'totals' : row.date)}
      rowTestId="day-expense-row"
      rowProps={(row): Record<`data-${string}`, string> =>
        row.totals
          ? { 'data-totals': 'true', 'data-testid': 'day-expense-totals' }
          : { 'data-date': row.date }
      }
      label={t('reports.dayExpense.title')}
      query={query}
      errorMessage={t('reports.dayExpense.fetchFailed')}
      empty={filtered ? t('reports.dayExpense.empty') : t('reports.dayExpense.emptyAll')}
      minWidth={1160}
      phone={{ renderCard: (row) => <DayExpenseCard row={row} /> }}
      sort={{
        by: filter.sort,
        direction: filter.order,
        onSort: (by, direction) => onSort(by as DayExpenseSort, direction),
      }}
      pager={{
        page: filter.page,
        pageSize: filter.pageSize,
        total: page?.total ?? 0,
        pageSizes: REPORT_PAGE_SIZES,
        onChange: onPage,
      }}
    />
  );
}

/** A day on a phone: the day (or "Total") and its expense first, the counts below. */
function DayExpenseCard({ row }: { row: Row }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <DayCard
      title={
        row.totals ? (
          <Typography component="strong" sx={{ fontWeight: 600 }}>
            {t('reports.dayExpense.total')}
          </Typography>
        ) : (
          <Link
            component={RouterLink}
            to={href('report-day-expense-detail', { id: row.date })}
            data-testid="day-expense-open"
            sx={{ fontWeight: 500 }}
          >
            {format.day(row.date)}
          </Link>
        )
      }
      figure={format.usdt(row.total_expense)}
      figureLabel={t('reports.dayExpense.columns.totalExpense')}
      facts={[
        [t('reports.dayExpense.columns.ads'), format.count(row.ads)],
        [t('reports.dayExpense.columns.impressions'), format.count(row.impressions)],
        [t('reports.dayExpense.columns.totalClicks'), format.count(row.total_clicks)],
        [t('reports.dayExpense.columns.successfulClicks'), format.count(row.successful_clicks)],
        [t('reports.dayExpense.columns.voidClicks'), format.count(row.void_clicks)],
        [t('reports.dayExpense.columns.voidImpressions'), format.count(row.void_impressions)],
        [t('reports.dayExpense.columns.averageCpc'), format.average(row.average_cpc)],
      ]}
    />
  );
}
