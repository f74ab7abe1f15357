import type { AdStatistics, Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import CalendarMonthOutlinedIcon from '../../../components/icons/CalendarMonthOutlined.tsx';
import HistoryOutlinedIcon from '../../../components/icons/HistoryOutlined.tsx';
import LanguageOutlinedIcon from '../../../components/icons/LanguageOutlined.tsx';
import PaidOutlinedIcon from '../../../components/icons/PaidOutlined.tsx';
import SavingsOutlinedIcon from '../../../components/icons/SavingsOutlined.tsx';
import SellOutlinedIcon from '../../../components/icons/SellOutlined.tsx';
import ToggleOnOutlinedIcon from '../../../components/icons/ToggleOnOutlined.tsx';
import TrendingUpIcon from '../../../components/icons/TrendingUp.tsx';
import TuneOutlinedIcon from '../../../components/icons/TuneOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { StatGrid } from '../../../components/StatGrid.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { useAdStatistics } from '../api/get-ad-statistics.ts';
import { useBidUnit } from '../use-bid-unit.ts';
import { AdClicksCard } from './AdClicksCard.tsx';
import { AdDeliveryFigures } from './AdDeliveryFigures.tsx';

type Figure = {
  key: keyof AdStatistics;
  icon: ReactNode;
  value: (stats: AdStatistics) => string;
  hint?: string;
};

/**
 * The ad's statistic tab: what delivery bought over the last 30 days (figures, days, the clicks themselves),
 * then what is known about its bids, spend and history (GET …/statistics).
 */
export function AdStatisticsTab({ ad }: { ad: Advertisement }) {
  const { t, i18n } = useTranslation();
  const unit = useBidUnit(ad);
  const stats = useAdStatistics(ad.id);
  const usdt = (value: string | null) => (value === null ? '—' : `${formatMoney(value)} USDT`);
  const count = (value: number) => formatCount(value, i18n.language);

  const figures: Figure[] = [
    { key: 'targets', icon: <SellOutlinedIcon />, value: (s) => count(s.targets) },
    { key: 'active_targets', icon: <ToggleOnOutlinedIcon />, value: (s) => count(s.active_targets) },
    { key: 'keyword_targets', icon: <TuneOutlinedIcon />, value: (s) => count(s.keyword_targets) },
    { key: 'website_targets', icon: <LanguageOutlinedIcon />, value: (s) => count(s.website_targets) },
    {
      key: 'highest_max_bid',
      icon: <TrendingUpIcon />,
      value: (s) => usdt(s.highest_max_bid),
      hint: t('ad.stats.perUnit', { unit }),
    },
    { key: 'spent_today', icon: <PaidOutlinedIcon />, value: (s) => usdt(s.spent_today) },
    { key: 'spent_total', icon: <AccountBalanceWalletOutlinedIcon />, value: (s) => usdt(s.spent_total) },
    { key: 'days_live', icon: <CalendarMonthOutlinedIcon />, value: (s) => count(s.days_live) },
    { key: 'status_changes', icon: <HistoryOutlinedIcon />, value: (s) => count(s.status_changes) },
    { key: 'budget_changes', icon: <SavingsOutlinedIcon />, value: (s) => count(s.budget_changes) },
  ];

  return (
    <Stack spacing={4}>
      <AdDeliveryFigures ad={ad} />
      <AdClicksCard ad={ad} />
      <Box component="section" aria-labelledby="ad-stats-title">
        <Typography id="ad-stats-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('ad.stats.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {t('ad.stats.subtitle')}
        </Typography>
        {stats.isError ? (
          <RetryAlert onRetry={() => stats.refetch()}>{t('ad.stats.fetchFailed')}</RetryAlert>
        ) : (
          <StatGrid
            lg={12 / 5}
            testIdPrefix="ad-stat"
            figures={figures.map((figure) => ({
              key: figure.key,
              icon: figure.icon,
              label: t(`ad.stats.${figure.key}`),
              value: stats.data ? figure.value(stats.data) : null,
              hint: figure.hint,
            }))}
          />
        )}
      </Box>
    </Stack>
  );
}
