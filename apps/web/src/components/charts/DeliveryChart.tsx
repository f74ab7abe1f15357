import type { DeliveryPoint } from '@adportal/contracts';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatPointAt } from '../../lib/format.ts';

export interface DeliveryChartProps {
  /** The points in time order, as the API sends them (days, or the hours of one day). */
  points: readonly DeliveryPoint[];
  /** Height of the drawing in pixels. */
  height: number;
}

const MAX_TICKS = 12;

/** A point's spend on the chart's scale only: the labels and tooltips print the exact decimal string. */
const spendScale = (point: DeliveryPoint) => Number(point.spend);

/**
 * The drawing of delivery over time: successful and void clicks as stacked bars on the left axis, spend as a
 * line on the right one (USDT). Colours come from the theme (light and dark). Loaded lazily through
 * `LazyDeliveryChart`, which also gives the table alternative; use that one in screens.
 */
export default function DeliveryChart({ points, height }: DeliveryChartProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hourly = points.length > 0 && points.every((point) => point.at.length > 10);
  // About a dozen ticks whatever the span: a year of days would draw a comb of 366.
  const tickStep = Math.max(1, Math.ceil(points.length / MAX_TICKS));
  const everyStep = (_value: unknown, index: number) => index % tickStep === 0;

  const series = useMemo(() => {
    const count = (value: number | null) => (value === null ? '' : formatCount(value, language));
    return [
      {
        type: 'bar' as const,
        id: 'successful',
        label: t('dashboardReports.chart.successfulClicks'),
        data: points.map((point) => point.clicks - point.void_clicks),
        stack: 'clicks',
        yAxisId: 'clicks',
        color: theme.palette.info.main,
        valueFormatter: count,
      },
      {
        type: 'bar' as const,
        id: 'void',
        label: t('dashboardReports.chart.voidClicks'),
        data: points.map((point) => point.void_clicks),
        stack: 'clicks',
        yAxisId: 'clicks',
        color: theme.palette.warning.main,
        valueFormatter: count,
      },
      {
        type: 'line' as const,
        id: 'spend',
        label: t('dashboardReports.chart.spend'),
        data: points.map(spendScale),
        yAxisId: 'spend',
        color: theme.palette.primary.main,
        // Marks on the hours of a day or the days of a week; a month of dots reads as noise on a phone.
        showMark: points.length <= 25,
        curve: 'linear' as const,
        valueFormatter: (_value: number | null, context: { dataIndex: number }) =>
          `${formatMoney(points[context.dataIndex]?.spend)} USDT`,
      },
    ];
  }, [points, t, language, theme]);

  const tickLabelStyle = { fontSize: 12, fill: theme.palette.text.secondary };
  const labelStyle = { fontSize: 12, fill: theme.palette.text.secondary };

  return (
    <ChartsDataProvider
      height={height}
      series={series}
      skipAnimation={reducedMotion}
      localeText={{ loading: t('common.loading'), noData: t('dashboardReports.chart.noData') }}
      margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
      xAxis={[
        {
          id: 'at',
          scaleType: 'band',
          data: points.map((point) => point.at),
          label: t(hourly ? 'dashboardReports.chart.hourAxis' : 'dashboardReports.chart.dayAxis'),
          valueFormatter: (at: string, context) =>
            formatPointAt(at, language, context.location === 'tick' ? 'short' : 'long'),
          // Labels that would overlap on a narrow chart are left out ('auto').
          tickInterval: everyStep,
          tickLabelStyle,
          labelStyle,
          height: 48,
        },
      ]}
      yAxis={[
        {
          id: 'clicks',
          position: 'left',
          label: t('dashboardReports.chart.clicksAxis'),
          tickMinStep: 1,
          valueFormatter: (value: number) => formatCount(value, language),
          tickLabelStyle,
          labelStyle,
          width: 56,
        },
        {
          id: 'spend',
          position: 'right',
          label: t('dashboardReports.chart.spendAxis'),
          valueFormatter: (value: number) => formatCount(value, language, 2),
          tickLabelStyle,
          labelStyle,
          width: 60,
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={2} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="at" />
          <ChartsYAxis axisId="clicks" />
          <ChartsYAxis axisId="spend" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
