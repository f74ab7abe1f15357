import type { AdDelivery, AdDeliveryDay, Advertisement } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LazyDeliveryChart } from '../../../components/charts/LazyDeliveryChart.tsx';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import BlockOutlinedIcon from '../../../components/icons/BlockOutlined.tsx';
import PaymentsOutlinedIcon from '../../../components/icons/PaymentsOutlined.tsx';
import PercentOutlinedIcon from '../../../components/icons/PercentOutlined.tsx';
import PriceCheckOutlinedIcon from '../../../components/icons/PriceCheckOutlined.tsx';
import VisibilityOutlinedIcon from '../../../components/icons/VisibilityOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { StatGrid } from '../../../components/StatGrid.tsx';
import { formatAveragePrice } from '../../../lib/money.ts';
import { formatCount, formatShare } from '../../../lib/numbers.ts';
import { href } from '../../../routing/href.ts';
import { quietReason } from '../ad-delivery.ts';
import { useAdFormat } from '../ad-format.ts';
import { useAdDelivery } from '../api/get-ad-delivery.ts';

type DeliveryDay = AdDeliveryDay;
type FigureKey = 'impressions' | 'clicks' | 'ctr' | 'spend' | 'average_price' | 'void_share';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * What delivery bought over the last 30 platform days (GET …/delivery): impressions, charged clicks, CTR,
 * spend, the average price in the ad type's unit and the share of clicks voided — then the same by day, on a
 * chart and in a table, with the way to the ad's full day report.
 */
export function AdDeliveryFigures({ ad }: { ad: Advertisement }) {
  const { t, i18n } = useTranslation();
  const format = useAdFormat();
  const delivery = useAdDelivery(ad.id);
  const data = delivery.data;
  const count = (value: number) => formatCount(value, i18n.language);
  const share = (value: number) => formatShare(value, i18n.language);
  // Newest day first, like every other history of the app.
  const days = useMemo(() => [...(data?.days ?? [])].sort((a, b) => b.date.localeCompare(a.date)), [data]);
  // The chart reads days oldest first, and counts void clicks among all clicks (the days here count charged ones).
  const points = useMemo(
    () =>
      data
        ? [...data.days]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map((day) => ({
              at: day.date,
              impressions: day.impressions,
              clicks: day.clicks + day.void_clicks,
              void_clicks: day.void_clicks,
              void_impressions: day.void_impressions,
              spend: day.spend,
            }))
        : undefined,
    [data],
  );
  const quiet = data !== undefined && data.impressions === 0 && data.clicks === 0 && data.void_clicks === 0;

  const figure = (
    key: FigureKey,
    icon: ReactNode,
    value: (delivery: AdDelivery) => string,
    hint?: string,
  ) => ({
    key,
    icon,
    label: t(`ad.delivery.${key}`),
    value: data ? value(data) : null,
    hint,
  });
  const figures = [
    figure(
      'impressions',
      <VisibilityOutlinedIcon />,
      (d) => count(d.impressions),
      data && data.void_impressions > 0
        ? t('ad.delivery.impressionsHint', {
            count: data.void_impressions,
            value: count(data.void_impressions),
          })
        : undefined,
    ),
    figure('clicks', <AdsClickOutlinedIcon />, (d) => count(d.clicks), t('ad.delivery.clicksHint')),
    figure('ctr', <PercentOutlinedIcon />, (d) => share(d.ctr), t('ad.delivery.ctrHint')),
    figure('spend', <PaymentsOutlinedIcon />, (d) => format.usdt(d.spend)),
    figure(
      'average_price',
      <PriceCheckOutlinedIcon />,
      (d) => formatAveragePrice(d.average_price),
      t(`ad.delivery.averagePriceUnit.${ad.type}`),
    ),
    figure(
      'void_share',
      <BlockOutlinedIcon />,
      (d) => share(d.void_share),
      data
        ? t('ad.delivery.voidShareHint', { count: data.void_clicks, value: count(data.void_clicks) })
        : undefined,
    ),
  ];

  const columns: DataColumn<DeliveryDay>[] = [
    {
      id: 'date',
      header: t('ad.delivery.columns.date'),
      sx: { whiteSpace: 'nowrap' },
      cell: (day) => format.date(day.date),
    },
    {
      id: 'impressions',
      header: t('ad.delivery.impressions'),
      align: 'right',
      sx: numeric,
      cell: (day) => count(day.impressions),
    },
    {
      id: 'clicks',
      header: t('ad.delivery.clicks'),
      align: 'right',
      sx: numeric,
      cell: (day) => count(day.clicks),
    },
    {
      id: 'void_clicks',
      header: t('ad.delivery.columns.voidClicks'),
      align: 'right',
      sx: numeric,
      cell: (day) => count(day.void_clicks),
    },
    {
      id: 'ctr',
      header: t('ad.delivery.ctr'),
      align: 'right',
      sx: numeric,
      cell: (day) => (day.impressions > 0 ? share(day.clicks / day.impressions) : '—'),
    },
    {
      id: 'spend',
      header: t('ad.delivery.spend'),
      align: 'right',
      sx: numeric,
      cell: (day) => format.usdt(day.spend),
    },
  ];

  return (
    <Box component="section" aria-labelledby="ad-delivery-title">
      <Typography id="ad-delivery-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('ad.delivery.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {t('ad.delivery.subtitle')}
      </Typography>
      {delivery.isError ? (
        <RetryAlert onRetry={() => delivery.refetch()}>{t('ad.delivery.fetchFailed')}</RetryAlert>
      ) : (
        <>
          {quiet ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="ad-delivery-quiet">
              {quietReason(t, ad)}
            </Alert>
          ) : null}
          <StatGrid figures={figures} lg={2} testIdPrefix="ad-delivery" />
          <Card component="section" aria-labelledby="ad-days-title" sx={{ mt: 3 }}>
            <CardHeader
              title={t('ad.delivery.daysTitle')}
              subheader={t('ad.delivery.daysSubtitle')}
              slotProps={{ title: { component: 'h3', variant: 'h6', id: 'ad-days-title' } }}
              action={
                <Button
                  component={RouterLink}
                  to={href('advertisement-day-report', { id: ad.id })}
                  size="small"
                  endIcon={<ArrowForwardIcon />}
                  data-testid="ad-delivery-day-report"
                >
                  {t('reports.dayReport')}
                </Button>
              }
              sx={{ flexWrap: 'wrap', rowGap: 1 }}
            />
            <CardContent sx={{ pt: 0 }}>
              <LazyDeliveryChart
                points={points}
                label={t('ad.delivery.daysTitle')}
                testId="ad-delivery-chart"
              />
            </CardContent>
            <DataTable
              columns={columns}
              rows={days}
              rowKey={(day) => day.date}
              rowTestId="ad-delivery-day"
              labelledBy="ad-days-title"
              query={delivery}
              errorMessage={t('ad.delivery.fetchFailed')}
              empty={t('ad.delivery.daysEmpty')}
              minWidth={640}
              size="small"
            />
          </Card>
        </>
      )}
    </Box>
  );
}
