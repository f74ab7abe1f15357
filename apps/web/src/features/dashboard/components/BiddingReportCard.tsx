import type { DashboardBidding } from '@adportal/contracts';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LazyDeliveryChart } from '../../../components/charts/LazyDeliveryChart.tsx';
import GavelOutlinedIcon from '../../../components/icons/GavelOutlined.tsx';
import { formatAveragePrice, formatMoney } from '../../../lib/money.ts';
import { formatCount, formatShare } from '../../../lib/numbers.ts';
import { href } from '../../../routing/href.ts';
import { useDashboardBidding } from '../api/get-dashboard-bidding.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { rangeSearch } from './dashboard-format.ts';
import { type Figure, FigureGrid } from './FigureGrid.tsx';
import { usePeriodParam } from './use-period-param.ts';
import { WidgetQuery } from './WidgetQuery.tsx';

/** The widget's figures for an answer, in a language (a pure function: the tests read it). */
export function biddingFigures(
  { active_bids, figures }: DashboardBidding,
  t: TFunction,
  language: string,
): Figure[] {
  const count = (value: number) => formatCount(value, language);
  const usdt = (value: string | null) => (value === null ? '—' : `${formatMoney(value)} USDT`);
  return [
    {
      key: 'active-bids',
      label: t('dashboardReports.bidding.activeBids'),
      value: count(active_bids),
      hint: t('dashboardReports.bidding.activeBidsHint'),
    },
    {
      key: 'impressions',
      label: t('dashboardReports.bidding.impressions'),
      value: count(figures.impressions),
      hint:
        figures.void_impressions > 0
          ? t('dashboardReports.bidding.impressionsHint', {
              count: figures.void_impressions,
              value: count(figures.void_impressions),
            })
          : undefined,
    },
    {
      key: 'clicks',
      label: t('dashboardReports.bidding.clicks'),
      value: count(figures.successful_clicks),
      hint: t('dashboardReports.bidding.clicksHint', {
        count: figures.void_clicks,
        value: count(figures.void_clicks),
        share: formatShare(figures.void_share, language),
      }),
    },
    { key: 'ctr', label: t('dashboardReports.bidding.ctr'), value: formatShare(figures.ctr, language) },
    { key: 'spend', label: t('dashboardReports.bidding.spend'), value: usdt(figures.spend) },
    {
      key: 'average-cpc',
      label: t('dashboardReports.bidding.averageCpc'),
      value: formatAveragePrice(figures.average_cpc),
    },
    {
      key: 'average-cpm',
      label: t('dashboardReports.bidding.averageCpm'),
      value: formatAveragePrice(figures.average_cpm),
    },
  ];
}

/**
 * Bidding and what it bought in the widget's period: active bids, impressions, successful clicks (and the void
 * ones), CTR, spend and the average prices — then spend and clicks over the period, by day (by hour today).
 */
export function BiddingReportCard() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = usePeriodParam('bidding');
  const query = useDashboardBidding(period);
  const figuresOf = (answer: DashboardBidding) => biddingFigures(answer, t, i18n.language);
  const data = query.data;
  const body = (answer: DashboardBidding | undefined) => (
    <>
      <FigureGrid
        figures={answer ? figuresOf(answer) : null}
        skeletonCount={7}
        testIdPrefix="dashboard-bidding"
      />
      <Box sx={{ mt: 3 }}>
        <LazyDeliveryChart
          points={answer?.series}
          label={t('dashboardReports.bidding.chartLabel', {
            period: t(`dashboardReports.period.${answer?.range.period ?? period}`),
          })}
          height={280}
          testId="dashboard-bidding-chart"
        />
      </Box>
    </>
  );
  return (
    <DashboardWidget
      title={t('dashboardReports.bidding.title')}
      icon={<GavelOutlinedIcon />}
      period={{ value: period, onChange: setPeriod, range: data?.range }}
      report={{
        to: href('report-day-expense', {}, rangeSearch(data?.range)),
        label: t('dashboardReports.bidding.report'),
      }}
      testId="dashboard-bidding"
    >
      <WidgetQuery
        query={query}
        errorMessage={t('dashboardReports.bidding.fetchFailed')}
        skeleton={body(undefined)}
      >
        {body}
      </WidgetQuery>
    </DashboardWidget>
  );
}
