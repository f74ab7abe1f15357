import type { DeliveryPoint } from '@adportal/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatPlatformDay, formatPointAt } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The chart's points as a table, the same figures a chart shows (its accessible alternative): scrolls inside
 * itself, never the page, on a phone.
 */
export function DeliveryPointsTable({
  points,
  label,
  maxHeight,
  testId,
}: {
  points: readonly DeliveryPoint[];
  label: string;
  maxHeight: number;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);
  const hourly = points.length > 0 && points.every((point) => point.at.length > 10);
  return (
    <TableContainer
      sx={{ maxHeight, overflow: 'auto' }}
      // A scrolling region is reached with the keyboard too.
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={`${testId}-table`}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>
              {t(hourly ? 'dashboardReports.chart.hourAxis' : 'dashboardReports.chart.dayAxis')}
            </TableCell>
            <TableCell align="right">{t('dashboardReports.chart.impressions')}</TableCell>
            <TableCell align="right">{t('dashboardReports.chart.successfulClicks')}</TableCell>
            <TableCell align="right">{t('dashboardReports.chart.voidClicks')}</TableCell>
            <TableCell align="right">{t('dashboardReports.chart.spendAxis')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.at} data-testid={`${testId}-row`}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {hourly ? formatPointAt(point.at, language) : formatPlatformDay(point.at, language)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {count(point.impressions)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {count(point.clicks - point.void_clicks)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {count(point.void_clicks)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatMoney(point.spend)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
