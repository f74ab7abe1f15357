import { type AdBudgetProjection, parseUsdt } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatMoney, roughUsdt } from '../../../lib/money.ts';
import { useAdFormat } from '../ad-format.ts';
import { useBudgetProjection } from '../api/get-budget-projection.ts';

/** Fewer days than this left reads as a warning. */
const SOON_DAYS = 3;

/**
 * The sentence of a projection at the last 7 days' pace. A lifetime budget runs out: how many days are left and on
 * which day. A daily budget never does as a whole: its days last until the end date, if it has one.
 */
function useProjectionText() {
  const { t } = useTranslation();
  const format = useAdFormat();
  return ({ projection, period, budget }: AdBudgetProjection): string => {
    const pace = formatMoney(roughUsdt(projection.daily_pace));
    const date = format.date(projection.runs_out_on);
    if (period === 'daily') {
      if (projection.days_left === 0) return t('reports.projection.dailyEnded', { date });
      if (parseUsdt(projection.daily_pace) === 0n) return t('reports.projection.noPace');
      if (projection.days_left === null)
        return t('reports.projection.dailyOpen', { pace, budget: formatMoney(budget) });
      return t('reports.projection.dailyDays', { count: projection.days_left, pace, date });
    }
    if (projection.days_left === 0) return t('reports.projection.lifetimeSpent');
    if (projection.days_left === null) return t('reports.projection.noPace');
    if (projection.runs_out_on === null) return t('reports.projection.farAway', { pace });
    if (projection.days_left < 1) return t('reports.projection.lifetimeSoon', { pace, date });
    return t('reports.projection.lifetimeDays', { count: Math.floor(projection.days_left), pace, date });
  };
}

/**
 * How long the ad's budget lasts at the recent pace (GET …/budget-projection): what is left today of a daily
 * budget and its days to the end date, or when a lifetime budget runs out — and whether its end date comes first.
 */
export function BudgetProjection({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  const answer = useBudgetProjection(adId);
  const text = useProjectionText();
  if (answer.isPending) return <Skeleton variant="rounded" height={72} />;
  if (answer.isError)
    return <RetryAlert onRetry={() => answer.refetch()}>{t('reports.projection.fetchFailed')}</RetryAlert>;
  const data = answer.data.data;
  if (!data) return null;
  const { projection } = data;
  const soon = projection.days_left !== null && projection.days_left < SOON_DAYS;
  const endsFirst = Boolean(
    data.end_date && projection.runs_out_on && data.end_date < projection.runs_out_on,
  );
  return (
    <Alert severity={soon ? 'warning' : 'info'} data-testid="budget-projection">
      <AlertTitle>{t('reports.projection.title')}</AlertTitle>
      <Typography variant="body2" data-testid="budget-projection-text">
        {text(data)}
      </Typography>
      {endsFirst ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('reports.projection.endsFirst', { date: format.date(data.end_date) })}
        </Typography>
      ) : null}
      <Typography variant="caption" component="p" sx={{ mt: 0.75 }}>
        {t(
          data.period === 'daily'
            ? 'reports.projection.remainingDaily'
            : 'reports.projection.remainingLifetime',
          {
            amount: formatMoney(projection.remaining),
          },
        )}
        {' · '}
        {t('reports.projection.paceHint')}
      </Typography>
    </Alert>
  );
}
