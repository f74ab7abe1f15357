import type { AdTargetDay, DeliveryPoint } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { useReportFormat } from '../report-format.ts';
import { DayCard } from './DayCard.tsx';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
type Query = Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isError' | 'refetch'>;

/** The counts every row of an ad's day shares: impressions, all clicks and the void ones among them, spend. */
function useFigureColumns<
  Row extends Pick<DeliveryPoint, 'impressions' | 'clicks' | 'void_clicks' | 'spend'>,
>() {
  const { t } = useTranslation();
  const format = useReportFormat();
  const columns: DataColumn<Row>[] = [
    {
      id: 'impressions',
      header: t('ad.delivery.impressions'),
      align: 'right',
      sx: numeric,
      cell: (row) => format.count(row.impressions),
    },
    {
      id: 'clicks',
      header: t('reports.dayExpense.columns.totalClicks'),
      align: 'right',
      sx: numeric,
      cell: (row) => format.count(row.clicks),
    },
    {
      id: 'void_clicks',
      header: t('reports.adDays.columns.voidClicks'),
      align: 'right',
      sx: numeric,
      cell: (row) => format.count(row.void_clicks),
    },
    {
      id: 'spend',
      header: t('ad.delivery.spend'),
      align: 'right',
      sx: numeric,
      cell: (row) => format.usdt(row.spend),
    },
  ];
  return columns;
}

/** An ad's platform day hour by hour. */
export function AdHoursTable({
  hours,
  query,
  labelledBy,
}: {
  hours: readonly DeliveryPoint[];
  query: Query;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const figures = useFigureColumns<DeliveryPoint>();
  return (
    <DataTable
      columns={[
        {
          id: 'hour',
          header: t('reports.adDay.hour'),
          sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
          cell: (point) => format.hour(point.at),
        },
        ...figures,
      ]}
      rows={hours}
      rowKey={(point) => point.at}
      rowTestId="ad-hour-row"
      phone={{
        renderCard: (point) => (
          <DayCard
            title={
              <Typography sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
                {format.hour(point.at)}
              </Typography>
            }
            figure={format.usdt(point.spend)}
            figureLabel={t('ad.delivery.spend')}
            facts={[
              [t('ad.delivery.impressions'), format.count(point.impressions)],
              [t('reports.dayExpense.columns.totalClicks'), format.count(point.clicks)],
              [t('reports.adDays.columns.voidClicks'), format.count(point.void_clicks)],
            ]}
          />
        ),
      }}
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('reports.adDay.fetchFailed')}
      empty={t('reports.adDay.hoursEmpty')}
      minWidth={480}
      size="small"
    />
  );
}

/** An ad's platform day by target (a deleted target keeps its figures, named as deleted). */
export function AdTargetsTable({
  targets,
  query,
  labelledBy,
}: {
  targets: readonly AdTargetDay[];
  query: Query;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const figures = useFigureColumns<AdTargetDay>();
  return (
    <DataTable
      columns={[
        {
          id: 'target',
          header: t('reports.adDay.target'),
          sx: { minWidth: 180, overflowWrap: 'break-word' },
          cell: (target) => (
            <>
              <Box
                component="span"
                sx={
                  target.target_name === null ? { fontStyle: 'italic', color: 'text.secondary' } : undefined
                }
              >
                {format.target(target.target_name)}
              </Box>
              {target.target_type ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {t(`planner.kind.${target.target_type}`)}
                </Typography>
              ) : null}
            </>
          ),
        },
        ...figures,
      ]}
      rows={targets}
      rowKey={(target) => target.target_id}
      rowTestId="ad-target-row"
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('reports.adDay.fetchFailed')}
      empty={t('reports.adDay.targetsEmpty')}
      minWidth={520}
      size="small"
    />
  );
}
