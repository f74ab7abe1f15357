import type { AdStatistics, Advertisement } from '@adportal/contracts';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useAdStatistics } from '../api/get-ad-statistics.ts';
import { useBidUnit } from './TargetDialog.tsx';

type Figure = {
  key: keyof AdStatistics;
  icon: ReactNode;
  value: (stats: AdStatistics) => string;
  hint?: string;
};

/**
 * What is known about the ad before delivery reports: its bids, its spend and its history (GET …/statistics).
 * No click or impression figures are shown here: they belong to the reports once delivery exists.
 */
export function AdStatisticsTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const unit = useBidUnit(ad);
  const stats = useAdStatistics(ad.id);
  const usdt = (value: string | null) => (value === null ? '—' : `${formatMoney(value)} USDT`);

  const figures: Figure[] = [
    { key: 'targets', icon: <SellOutlinedIcon />, value: (s) => String(s.targets) },
    { key: 'active_targets', icon: <ToggleOnOutlinedIcon />, value: (s) => String(s.active_targets) },
    { key: 'keyword_targets', icon: <TuneOutlinedIcon />, value: (s) => String(s.keyword_targets) },
    { key: 'website_targets', icon: <LanguageOutlinedIcon />, value: (s) => String(s.website_targets) },
    {
      key: 'highest_max_bid',
      icon: <TrendingUpIcon />,
      value: (s) => usdt(s.highest_max_bid),
      hint: t('ad.stats.perUnit', { unit }),
    },
    { key: 'spent_today', icon: <PaidOutlinedIcon />, value: (s) => usdt(s.spent_today) },
    { key: 'spent_total', icon: <AccountBalanceWalletOutlinedIcon />, value: (s) => usdt(s.spent_total) },
    { key: 'days_live', icon: <CalendarMonthOutlinedIcon />, value: (s) => String(s.days_live) },
    { key: 'status_changes', icon: <HistoryOutlinedIcon />, value: (s) => String(s.status_changes) },
    { key: 'budget_changes', icon: <SavingsOutlinedIcon />, value: (s) => String(s.budget_changes) },
  ];

  if (stats.isError) {
    return <RetryAlert onRetry={() => stats.refetch()}>{t('ad.stats.fetchFailed')}</RetryAlert>;
  }

  return (
    <Box component="section" aria-labelledby="ad-stats-title">
      <Typography id="ad-stats-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('ad.stats.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {t('ad.stats.subtitle')}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {figures.map((figure) => (
          <Grid key={figure.key} size={{ xs: 6, sm: 4, lg: 12 / 5 }}>
            <Card sx={{ height: '100%' }} data-testid={`ad-stat-${figure.key}`}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box
                  aria-hidden="true"
                  sx={(theme) => ({
                    display: 'inline-flex',
                    alignSelf: 'flex-start',
                    p: 0.75,
                    borderRadius: 1.5,
                    color: 'primaryText',
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
                  })}
                >
                  {figure.icon}
                </Box>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`ad.stats.${figure.key}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="h6"
                  sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                >
                  {stats.data ? figure.value(stats.data) : <Skeleton width="60%" />}
                </Typography>
                {figure.hint ? (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {figure.hint}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
