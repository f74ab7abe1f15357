import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  type DayExpenseFilter,
  type DayExpenseSort,
  dayExpenseQuery,
  useDayExpenses,
} from '../api/list-day-expenses.ts';
import { DayExpenseTable } from '../components/DayExpenseTable.tsx';
import { dayParam, oneOf, pageParam, pageSizeParam, searchOf } from '../report-search.ts';

const SORTS: readonly DayExpenseSort[] = ['date', 'ads', 'clicks', 'void_clicks', 'expense'];
const DEFAULT_PAGE_SIZE = 25;

function readFilter(params: URLSearchParams): DayExpenseFilter {
  return {
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
    sort: oneOf(SORTS, params.get('sort')) || 'date',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: pageParam(params),
    pageSize: pageSizeParam(params, DEFAULT_PAGE_SIZE),
  };
}

/**
 * /report/day-expense (read Report): what each platform day cost — ads, clicks charged and void, average CPC,
 * expense — with the range's totals, sorted on the server, filtered by dates (kept in the address) and
 * exported exactly as filtered. Each day opens its detail.
 */
export default function DayExpensePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.dayExpense.title'));
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const setFilter = useCallback(
    (next: DayExpenseFilter) =>
      setParams(
        searchOf({
          from: next.from,
          to: next.to,
          sort: next.sort === 'date' && next.order === 'desc' ? '' : next.sort,
          order: next.sort === 'date' && next.order === 'desc' ? '' : next.order,
          page: next.page > 1 ? next.page : '',
          page_size: next.pageSize === DEFAULT_PAGE_SIZE ? '' : next.pageSize,
        }),
        { replace: true },
      ),
    [setParams],
  );
  const days = useDayExpenses(filter);

  return (
    <>
      <PageHeader
        title={t('reports.dayExpense.title')}
        subtitle={t('reports.dayExpense.subtitle')}
        actions={
          <ExportMenu
            path="/reports/day-expense/export"
            query={dayExpenseQuery(filter, false)}
            filename="daily-expense"
          />
        }
      />
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <DateRangeFields
            from={filter.from}
            to={filter.to}
            fromLabel={t('reports.from')}
            toLabel={t('reports.to')}
            onChange={(range) => setFilter({ ...filter, ...range, page: 1 })}
            sx={{ flex: { xs: '1 1 40%', sm: '0 0 170px' } }}
          />
        </Box>
        <DayExpenseTable
          query={days}
          filter={filter}
          filtered={Boolean(filter.from || filter.to)}
          onSort={(sort, order) => setFilter({ ...filter, sort, order, page: 1 })}
          onPage={(page, pageSize) => setFilter({ ...filter, page, pageSize })}
        />
      </Card>
    </>
  );
}
