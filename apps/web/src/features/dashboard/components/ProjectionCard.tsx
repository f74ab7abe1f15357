import { type AdBudgetProjection, parseUsdt, type RunOutProjection } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import EventBusyOutlinedIcon from '../../../components/icons/EventBusyOutlined.tsx';
import { formatPlatformDay } from '../../../lib/format.ts';
import { formatMoney, roughUsdt } from '../../../lib/money.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { href } from '../../../routing/href.ts';
import { useDashboardProjections } from '../api/get-dashboard-projections.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { wholeDays } from './dashboard-format.ts';
import { WidgetQuery } from './WidgetQuery.tsx';

/** Fewer days than this left reads as a warning, with the way to deposit. */
const SOON_DAYS = 3;

/** Spent as a percentage of the budget, exact to a tenth (bigint), capped at 100. */
function spentPercent(spent: string, budget: string): number {
  const spentMicros = parseUsdt(spent) ?? 0n;
  const budgetMicros = parseUsdt(budget) ?? 0n;
  if (budgetMicros <= 0n) return 0;
  return Math.min(100, Number((spentMicros * 1000n) / budgetMicros) / 10);
}

function useProjectionWords() {
  const { t, i18n } = useTranslation();
  const day = (value: string | null) => (value ? formatPlatformDay(value, i18n.language) : '');
  const days = (daysLeft: number) => ({
    count: wholeDays(daysLeft),
    value: formatCount(wholeDays(daysLeft), i18n.language),
  });

  /** The balance's headline: how long it lasts at the recent pace. */
  const balance = (projection: RunOutProjection): string => {
    const pace = formatMoney(roughUsdt(projection.daily_pace));
    if (projection.days_left === 0) return t('dashboardReports.projection.spent');
    if (projection.days_left === null) return t('dashboardReports.projection.noPace');
    if (projection.runs_out_on === null) return t('dashboardReports.projection.farAway', { pace });
    if (projection.days_left < 1) return t('dashboardReports.projection.lessThanDay', { pace });
    return t('dashboardReports.projection.daysLeft', { ...days(projection.days_left), pace });
  };

  /** One ad's budget: a daily budget lasts its days to the end date; a lifetime budget runs out. */
  const ad = ({ period, projection }: AdBudgetProjection): string => {
    const date = day(projection.runs_out_on);
    if (period === 'daily') {
      if (projection.days_left === 0) return t('dashboardReports.projection.adEnded', { date });
      if (projection.days_left === null) return t('dashboardReports.projection.adNoEnd');
      return t('dashboardReports.projection.adDaysToEnd', { ...days(projection.days_left), date });
    }
    if (projection.days_left === 0) return t('dashboardReports.projection.adSpent');
    if (projection.days_left === null) return t('dashboardReports.projection.adNoPace');
    if (projection.runs_out_on === null) return t('dashboardReports.projection.adFarAway');
    if (projection.days_left < 1) return t('dashboardReports.projection.adLessThanDay');
    return t('dashboardReports.projection.adDaysLeft', { ...days(projection.days_left), date });
  };
  return { balance, ad, day };
}

function AdBudgetLine({ budget }: { budget: AdBudgetProjection }) {
  const { t } = useTranslation();
  const words = useProjectionWords();
  const percent = spentPercent(budget.spent, budget.budget);
  const soon = budget.projection.days_left !== null && budget.projection.days_left < 1;
  return (
    <Box
      component="li"
      sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}
      data-testid="dashboard-projection-ad"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Link
          component={RouterLink}
          to={href('advertisement-detail', { id: budget.advertisement_id }, { tab: 'budget' })}
          variant="body2"
          sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {budget.advertisement_name}
        </Link>
        <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t(`dashboardReports.projection.${budget.period}`)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={soon ? 'warning' : 'primary'}
        aria-label={t(
          budget.period === 'daily'
            ? 'dashboardReports.projection.spentToday'
            : 'dashboardReports.projection.spentLifetime',
          { spent: formatMoney(budget.spent), budget: formatMoney(budget.budget) },
        )}
        sx={{ my: 0.75, height: 6, borderRadius: 3 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1.5 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {t(
            budget.period === 'daily'
              ? 'dashboardReports.projection.spentToday'
              : 'dashboardReports.projection.spentLifetime',
            { spent: formatMoney(budget.spent), budget: formatMoney(budget.budget) },
          )}
        </Typography>
        <Typography variant="caption" sx={{ color: soon ? 'warning.dark' : 'text.secondary' }}>
          {words.ad(budget)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * When the money runs out at the last 7 days' pace: the temporary balance ("about 6 days left at 12.40 USDT a
 * day", the day it runs out) and each ad budget. Soon or already out, it offers the way to deposit.
 */
export function ProjectionCard() {
  const { t } = useTranslation();
  const query = useDashboardProjections();
  const words = useProjectionWords();
  const skeleton = (
    <>
      <Skeleton height={40} />
      <Skeleton width="60%" />
      <Skeleton variant="rounded" height={64} sx={{ mt: 2 }} />
    </>
  );
  return (
    <DashboardWidget
      title={t('dashboardReports.projection.title')}
      icon={<EventBusyOutlinedIcon />}
      tone="warning"
      testId="dashboard-projection"
    >
      <WidgetQuery
        query={query}
        errorMessage={t('dashboardReports.projection.fetchFailed')}
        skeleton={skeleton}
      >
        {({ balance, ads }) => {
          const soon = balance.days_left !== null && balance.days_left < SOON_DAYS;
          return (
            <>
              <Typography
                sx={{ fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 }}
                data-testid="dashboard-projection-balance"
              >
                {words.balance(balance)}
              </Typography>
              {balance.runs_out_on && balance.days_left ? (
                <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="dashboard-projection-date">
                  {t('dashboardReports.projection.runsOutOn', { date: words.day(balance.runs_out_on) })}
                </Typography>
              ) : null}
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                {t('dashboardReports.projection.remaining', { amount: formatMoney(balance.remaining) })}
                {' · '}
                {t('dashboardReports.projection.paceHint')}
              </Typography>
              {soon ? (
                <Button
                  component={RouterLink}
                  to={href('deposit')}
                  variant="contained"
                  size="small"
                  sx={{ mt: 1.5 }}
                  data-testid="dashboard-projection-deposit"
                >
                  {t('dashboardReports.projection.deposit')}
                </Button>
              ) : null}
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 0.5 }}>
                {t('dashboardReports.projection.adsTitle')}
              </Typography>
              {ads.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('dashboardReports.projection.noBudgets')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 260, overflowY: 'auto' }}>
                  {ads.map((budget) => (
                    <AdBudgetLine key={budget.advertisement_id} budget={budget} />
                  ))}
                </Box>
              )}
            </>
          );
        }}
      </WidgetQuery>
    </DashboardWidget>
  );
}
