import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { type AdDayReportFilter, useAdDayReport } from '../api/list-ad-day-report.ts';
import { AdDaysTable } from '../components/AdDaysTable.tsx';
import { DeliveryChartCard } from '../components/DeliveryChartCard.tsx';
import { DeliveryFiguresGrid } from '../components/DeliveryFiguresGrid.tsx';
import { dayParam, pageParam, pageSizeParam, searchOf } from '../report-search.ts';

const DEFAULT_PAGE_SIZE = 50;

/**
 * /advertisement/{id}/day-report (read Advertisement): what the ad did each platform day — the range's figures,
 * the days on a chart and in a table (each opening the day by hour), filtered by dates kept in the address.
 */
export default function AdDayReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = useMemo<AdDayReportFilter>(
    () => ({
      from: dayParam(params, 'from'),
      to: dayParam(params, 'to'),
      page: pageParam(params),
      pageSize: pageSizeParam(params, DEFAULT_PAGE_SIZE),
    }),
    [params],
  );
  const setFilter = useCallback(
    (next: AdDayReportFilter) =>
      setParams(
        searchOf({
          from: next.from,
          to: next.to,
          page: next.page > 1 ? next.page : '',
          page_size: next.pageSize === DEFAULT_PAGE_SIZE ? '' : next.pageSize,
        }),
        { replace: true },
      ),
    [setParams],
  );
  const report = useAdDayReport(id, filter);
  const data = report.data;
  useDocumentTitle(
    data ? `${t('reports.adDays.title')} · ${data.advertisement_name}` : t('reports.adDays.title'),
  );
  // Oldest first on the chart, whatever the table's order.
  const points = useMemo(
    () =>
      data
        ? [...data.data]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map((day) => ({
              at: day.date,
              impressions: day.impressions,
              clicks: day.clicks,
              void_clicks: day.void_clicks,
              void_impressions: day.void_impressions,
              spend: day.spend,
            }))
        : undefined,
    [data],
  );
  const notFound = report.error instanceof HttpError && report.error.status === 404;

  return (
    <>
      <PageHeader
        title={t('reports.adDays.title')}
        subtitle={
          data ? (
            <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="ad-day-report-name">
              {data.advertisement_name}
            </Box>
          ) : report.isPending ? (
            <Skeleton width={220} />
          ) : undefined
        }
        actions={
          <Button
            component={RouterLink}
            to={href('advertisement-detail', { id }, { tab: 'statistic' })}
            variant="outlined"
            startIcon={<ArrowBackIcon />}
          >
            {t('reports.adDays.back')}
          </Button>
        }
      />
      {notFound ? (
        <Alert severity="warning" data-testid="ad-not-found">
          {t('ad.notFound')}
        </Alert>
      ) : report.isError && !data ? (
        <RetryAlert onRetry={() => report.refetch()}>{t('reports.adDays.fetchFailed')}</RetryAlert>
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <DateRangeFields
              from={filter.from}
              to={filter.to}
              fromLabel={t('reports.from')}
              toLabel={t('reports.to')}
              onChange={(range) => setFilter({ ...filter, ...range, page: 1 })}
              sx={{ flex: { xs: '1 1 40%', sm: '0 0 170px' } }}
            />
          </Box>
          <DeliveryFiguresGrid
            figures={data?.totals}
            adType={data?.advertisement_type}
            testIdPrefix="ad-days-figure"
          />
          <DeliveryChartCard
            id="ad-days-chart-title"
            title={t('reports.adDays.chartTitle')}
            points={points}
            testId="ad-days-chart"
          />
          <Card component="section" aria-labelledby="ad-days-table-title">
            <CardHeader
              title={t('reports.adDays.tableTitle')}
              subheader={t('reports.adDays.tableSubtitle')}
              slotProps={{ title: { component: 'h2', variant: 'h6', id: 'ad-days-table-title' } }}
            />
            <AdDaysTable
              adId={id}
              query={report}
              filter={filter}
              onPage={(page, pageSize) => setFilter({ ...filter, page, pageSize })}
              labelledBy="ad-days-table-title"
            />
          </Card>
        </Stack>
      )}
    </>
  );
}
