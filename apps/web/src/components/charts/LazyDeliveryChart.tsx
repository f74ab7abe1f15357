import type { DeliveryPoint } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import InsertChartOutlinedIcon from '../icons/InsertChartOutlined.tsx';
import TableRowsOutlinedIcon from '../icons/TableRowsOutlined.tsx';
import { DeliveryPointsTable } from './DeliveryPointsTable.tsx';

// The charting library lands in its own chunk, fetched by the first screen that draws a chart.
const DeliveryChart = lazy(() => import('./DeliveryChart.tsx'));

export interface LazyDeliveryChartProps {
  /** The points in time order (days, or the hours of one day) as the API sends them; `undefined` while loading. */
  points: readonly DeliveryPoint[] | undefined;
  /**
   * What the chart shows, translated ("Spend and clicks, this month"): the accessible name of the chart and of
   * its table.
   */
  label: string;
  /** Height of the chart in pixels (the table scrolls within the same height). Default 300. */
  height?: number;
  /** Prefix of the test hooks: `<testId>`, `<testId>-view-chart`, `<testId>-view-table`, `<testId>-table`, `<testId>-row`. */
  testId?: string;
}

/**
 * Delivery over time — successful and void clicks as stacked bars, spend as a line in USDT — with a
 * Chart | Table switch that shows the same points as a table (the chart's accessible alternative; the table
 * alone never loads the charting code). A skeleton while the points or the chart's chunk load; a short note
 * when there are no points.
 *
 * ```tsx
 * <LazyDeliveryChart points={bidding.data?.series} label={t('…chartLabel')} testId="bidding-chart" />
 * ```
 */
export function LazyDeliveryChart({
  points,
  label,
  height = 300,
  testId = 'delivery-chart',
}: LazyDeliveryChartProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const skeleton = <Skeleton variant="rounded" height={height} aria-hidden="true" />;

  let body: ReactNode;
  if (points === undefined) body = skeleton;
  else if (points.length === 0) {
    body = (
      <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('dashboardReports.chart.noData')}
        </Typography>
      </Box>
    );
  } else if (asTable) {
    body = <DeliveryPointsTable points={points} label={label} maxHeight={height} testId={testId} />;
  } else {
    body = (
      <Box role="figure" aria-label={label} sx={{ minWidth: 0 }}>
        <Suspense fallback={skeleton}>
          <DeliveryChart points={points} height={height} />
        </Suspense>
      </Box>
    );
  }

  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={asTable ? 'table' : 'chart'}
          onChange={(_event, view: 'chart' | 'table' | null) => {
            if (view) setAsTable(view === 'table');
          }}
          aria-label={t('dashboardReports.chart.view')}
          disabled={!points?.length}
        >
          <ToggleButton value="chart" data-testid={`${testId}-view-chart`} sx={{ gap: 0.5, py: 0.25 }}>
            <InsertChartOutlinedIcon fontSize="small" />
            {t('dashboardReports.chart.showChart')}
          </ToggleButton>
          <ToggleButton value="table" data-testid={`${testId}-view-table`} sx={{ gap: 0.5, py: 0.25 }}>
            <TableRowsOutlinedIcon fontSize="small" />
            {t('dashboardReports.chart.showTable')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {body}
    </Box>
  );
}
