import { type Advertisement, parseUsdt } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import { useAdFormat } from '../ad-format.ts';
import { BudgetProjection } from './BudgetProjection.tsx';

/** Spent as a share of the amount (0–100), through micro-USDT rather than floats. */
function spentShare(spent: string, amount: string): number {
  const total = parseUsdt(amount) ?? 0n;
  if (total <= 0n) return 0;
  const used = parseUsdt(spent) ?? 0n;
  return Math.min(100, Number((used * 10_000n) / total) / 100);
}

/**
 * The ad's budget now: the amount, what is spent against it (today or since the start), its dates, and when
 * the money runs out at the recent pace.
 */
export function BudgetSummaryCard({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  const budget = ad.budget;
  const share = budget ? spentShare(budget.spent, budget.amount) : 0;
  const tone = share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary';
  return (
    <Card component="section" aria-labelledby="budget-current-title" sx={{ height: '100%' }}>
      <CardHeader
        title={t('budget.current')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'budget-current-title' } }}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {budget ? (
          <>
            <Box>
              <Typography
                variant="h4"
                component="p"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="budget-amount"
              >
                {formatMoney(budget.amount)}{' '}
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  USDT
                </Typography>
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`budget.periods.${budget.period}`)}</Typography>
            </Box>
            <Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75, gap: 1 }}>
                <Typography variant="body2">
                  {t(budget.period === 'daily' ? 'budget.spentToday' : 'budget.spentLifetime', {
                    spent: formatMoney(budget.spent),
                    amount: formatMoney(budget.amount),
                  })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {Math.round(share)}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={share}
                color={tone}
                sx={{ height: 10, borderRadius: 5 }}
                aria-label={t('budget.spentLabel')}
                data-testid="budget-progress"
              />
            </Box>
            <Box
              sx={(theme) => ({
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2,
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05),
              })}
            >
              <Box>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('budget.startDate')}
                </Typography>
                <Typography sx={{ fontWeight: 500 }}>{format.date(budget.start_date)}</Typography>
              </Box>
              <Box>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('budget.endDate')}
                </Typography>
                <Typography sx={{ fontWeight: 500 }}>
                  {budget.end_date ? format.date(budget.end_date) : t('budget.noEnd')}
                </Typography>
              </Box>
            </Box>
            <BudgetProjection adId={ad.id} />
            {ad.not_serving.some((reason) => reason.startsWith('budget_')) ? (
              <Alert severity="warning">
                {ad.not_serving
                  .filter((reason) => reason.startsWith('budget_'))
                  .map((reason) => t(`ad.why.help.${reason}`))
                  .join(' ')}
              </Alert>
            ) : null}
          </>
        ) : (
          <Alert severity="info" data-testid="budget-none">
            {t('budget.none')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
