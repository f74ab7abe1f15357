import type { AdType, DeliveryFigures } from '@adportal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import BlockOutlinedIcon from '../../../components/icons/BlockOutlined.tsx';
import PaymentsOutlinedIcon from '../../../components/icons/PaymentsOutlined.tsx';
import PercentOutlinedIcon from '../../../components/icons/PercentOutlined.tsx';
import PriceCheckOutlinedIcon from '../../../components/icons/PriceCheckOutlined.tsx';
import VisibilityOutlinedIcon from '../../../components/icons/VisibilityOutlined.tsx';
import { StatGrid } from '../../../components/StatGrid.tsx';
import { useReportFormat } from '../report-format.ts';

/**
 * An ad's delivery over a span (a range of days, or one day): impressions (and the void ones), charged clicks,
 * CTR, spend, the average price in the ad type's unit and the share of clicks voided — the statistic tab's
 * figures.
 */
export function DeliveryFiguresGrid({
  figures,
  adType,
  testIdPrefix,
}: {
  figures: DeliveryFigures | undefined;
  adType: AdType | undefined;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const figure = (
    key: 'impressions' | 'clicks' | 'ctr' | 'spend' | 'average_price' | 'void_share',
    icon: ReactNode,
    value: (figures: DeliveryFigures) => string,
    hint?: string,
  ) => ({ key, icon, label: t(`ad.delivery.${key}`), value: figures ? value(figures) : null, hint });
  return (
    <StatGrid
      lg={2}
      testIdPrefix={testIdPrefix}
      figures={[
        figure(
          'impressions',
          <VisibilityOutlinedIcon />,
          (f) => format.count(f.impressions),
          figures && figures.void_impressions > 0
            ? t('ad.delivery.impressionsHint', {
                count: figures.void_impressions,
                value: format.count(figures.void_impressions),
              })
            : undefined,
        ),
        figure(
          'clicks',
          <AdsClickOutlinedIcon />,
          (f) => format.count(f.successful_clicks),
          t('ad.delivery.clicksHint'),
        ),
        figure('ctr', <PercentOutlinedIcon />, (f) => format.share(f.ctr), t('ad.delivery.ctrHint')),
        figure('spend', <PaymentsOutlinedIcon />, (f) => format.usdt(f.spend)),
        figure(
          'average_price',
          <PriceCheckOutlinedIcon />,
          (f) => format.average(adType === 'impression' ? f.average_cpm : f.average_cpc),
          adType ? t(`ad.delivery.averagePriceUnit.${adType}`) : undefined,
        ),
        figure(
          'void_share',
          <BlockOutlinedIcon />,
          (f) => format.share(f.void_share),
          figures
            ? t('ad.delivery.voidShareHint', {
                count: figures.void_clicks,
                value: format.count(figures.void_clicks),
              })
            : undefined,
        ),
      ]}
    />
  );
}
