import type { AdDayReportPage, AdReportDay } from '@adportal/contracts';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { href } from '../../../routing/href.ts';
import type { AdDayReportFilter } from '../api/list-ad-day-report.ts';
import { useReportFormat } from '../report-format.ts';
import { REPORT_PAGE_SIZES } from '../report-search.ts';
import { DayCard } from './DayCard.tsx';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** An ad's platform days, newest first; each opens the day by hour and by target. */
export function AdDaysTable({
  adId,
  query,
  filter,
  onPage,
  labelledBy,
}: {
  adId: string;
  query: UseQueryResult<AdDayReportPage>;
  filter: AdDayReportFilter;
  onPage: (page: number, pageSize: number) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useReportFormat();
  const dayHref = (date: string) => href('advertisement-day-report-date', { id: adId, date });
  const figure = (
    id: string,
    header: string,
    value: (day: AdReportDay) => string,
  ): DataColumn<AdReportDay> => ({
    id,
    header,
    align: 'right',
    sx: numeric,
    cell: value,
  });
  const columns: DataColumn<AdReportDay>[] = [
    {
      id: 'date',
      header: t('reports.adDays.columns.date'),
      sx: { whiteSpace: 'nowrap' },
      stopsRowClick: true,
      cell: (day) => (
        <Link
          component={RouterLink}
          to={dayHref(day.date)}
          data-testid="ad-day-open"
          sx={{ fontWeight: 500 }}
        >
          {format.day(day.date)}
        </Link>
      ),
    },
    figure('impressions', t('ad.delivery.impressions'), (day) => format.count(day.impressions)),
    figure('clicks', t('reports.dayExpense.columns.totalClicks'), (day) => format.count(day.clicks)),
    figure('void_clicks', t('reports.adDays.columns.voidClicks'), (day) => format.count(day.void_clicks)),
    figure('void_impressions', t('reports.adDays.columns.voidImpressions'), (day) =>
      format.count(day.void_impressions),
    ),
    figure('ctr', t('ad.delivery.ctr'), (day) => (day.impressions > 0 ? format.share(day.ctr) : '—')),
    figure('spend', t('ad.delivery.spend'), (day) => format.usdt(day.spend)),
    figure('average_price', t('ad.delivery.average_price'), (day) => format.average(day.average_price)),
  ];
  return (
    <DataTable
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(day) => day.date}
      rowTestId="ad-day-row"
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('reports.adDays.fetchFailed')}
      empty={t('reports.adDays.empty')}
      minWidth={980}
      phone={{
        renderCard: (day) => (
          <DayCard
            title={
              <Link
                component={RouterLink}
                to={dayHref(day.date)}
                data-testid="ad-day-open"
                sx={{ fontWeight: 500 }}
              >
                {format.day(day.date)}
              </Link>
            }
            figure={format.usdt(day.spend)}
            figureLabel={t('ad.delivery.spend')}
            facts={[
              [t('ad.delivery.impressions'), format.count(day.impressions)],
              [t('reports.dayExpense.columns.totalClicks'), format.count(day.clicks)],
              [t('reports.adDays.columns.voidClicks'), format.count(day.void_clicks)],
              [t('reports.adDays.columns.voidImpressions'), format.count(day.void_impressions)],
              [t('ad.delivery.ctr'), day.impressions > 0 ? format.share(day.ctr) : '—'],
              [t('ad.delivery.average_price'), format.average(day.average_price)],
            ]}
          />
        ),
      }}
      onRowClick={(day) => void navigate(dayHref(day.date))}
      pager={{
        page: filter.page,
        pageSize: filter.pageSize,
        total: query.data?.total ?? 0,
        pageSizes: REPORT_PAGE_SIZES,
        onChange: onPage,
      }}
    />
  );
}
