import type { DashboardDeposits } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import AccountBalanceOutlinedIcon from '../../../components/icons/AccountBalanceOutlined.tsx';
import ArrowDownwardIcon from '../../../components/icons/ArrowDownward.tsx';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward.tsx';
import RemoveIcon from '../../../components/icons/Remove.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatCount, formatShare } from '../../../lib/numbers.ts';
import { href } from '../../../routing/href.ts';
import { useDashboardDeposits } from '../api/get-dashboard-deposits.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { weekChange } from './dashboard-format.ts';
import { usePeriodParam } from './use-period-param.ts';
import { WidgetQuery } from './WidgetQuery.tsx';

type TallyKey = 'total' | 'successful' | 'failed';
const TALLY_TONES: Record<TallyKey, 'text.primary' | 'success.main' | 'error.main'> = {
  total: 'text.primary',
  successful: 'success.main',
  failed: 'error.main',
};

function WeekComparison({ data }: { data: DashboardDeposits }) {
  const { t, i18n } = useTranslation();
  const change = weekChange(data.this_week, data.last_week);
  const amount = formatMoney(change.difference);
  const share = change.share === null ? null : formatShare(change.share, i18n.language);
  const chip = {
    up: {
      tone: 'success.main',
      icon: <ArrowUpwardIcon />,
      label: t('dashboardReports.deposits.up', { amount }),
    },
    down: {
      tone: 'error.main',
      icon: <ArrowDownwardIcon />,
      label: t('dashboardReports.deposits.down', { amount }),
    },
    same: { tone: 'text.secondary', icon: <RemoveIcon />, label: t('dashboardReports.deposits.same') },
  }[change.direction];
  return (
    <Box
      sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      data-testid="dashboard-deposits-weeks"
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('dashboardReports.deposits.weekTitle')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {(['this_week', 'last_week'] as const).map((week) => (
          <Box key={week} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(
                week === 'this_week'
                  ? 'dashboardReports.deposits.thisWeek'
                  : 'dashboardReports.deposits.lastWeek',
              )}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              data-testid={`dashboard-deposits-${week}`}
            >
              {formatMoney(data[week])} USDT
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The words stay in the text colour (green or red text on this grey is too faint); the arrow has the tone. */}
      <Chip
        size="small"
        variant="outlined"
        icon={chip.icon}
        label={share && change.direction !== 'same' ? `${chip.label} (${share})` : chip.label}
        sx={{
          mt: 1.5,
          maxWidth: '100%',
          height: 'auto',
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        }}
        data-testid="dashboard-deposits-change"
        data-direction={change.direction}
      />
    </Box>
  );
}

/**
 * Deposits of the widget's period — all of them, the successful and the failed ones, with their sums — and
 * this week's successful deposits against last week's, whatever the period.
 */
export function DepositReportCard() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = usePeriodParam('deposits');
  const query = useDashboardDeposits(period);
  const skeleton = (
    <>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} height={36} />
      ))}
      <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
    </>
  );
  return (
    <DashboardWidget
      title={t('dashboardReports.deposits.title')}
      icon={<AccountBalanceOutlinedIcon />}
      tone="success"
      period={{ value: period, onChange: setPeriod, range: query.data?.range }}
      report={{ to: href('deposit'), label: t('dashboardReports.deposits.report') }}
      testId="dashboard-deposits"
    >
      <WidgetQuery
        query={query}
        errorMessage={t('dashboardReports.deposits.fetchFailed')}
        skeleton={skeleton}
      >
        {(data) => (
          <>
            <Box component="dl" sx={{ m: 0 }}>
              {(['total', 'successful', 'failed'] as const).map((key) => (
                <Box
                  key={key}
                  sx={{
                    display: 'flex',
                    alignItems: 'baseline',
                    gap: 1.5,
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                  data-testid={`dashboard-deposits-${key}`}
                >
                  <Box
                    component="dt"
                    sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 1.5 }}
                  >
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        bgcolor: TALLY_TONES[key],
                        flexShrink: 0,
                      }}
                    />
                    <Box component="span" sx={{ minWidth: 0 }}>
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {t(`dashboardReports.deposits.${key}`)}
                      </Typography>
                      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                        {t('dashboardReports.deposits.count', {
                          count: data[key].count,
                          value: formatCount(data[key].count, i18n.language),
                        })}
                      </Typography>
                    </Box>
                  </Box>
                  <Typography
                    component="dd"
                    sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}
                  >
                    {formatMoney(data[key].amount)} USDT
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('dashboardReports.deposits.failedHint')}
            </Typography>
            <WeekComparison data={data} />
          </>
        )}
      </WidgetQuery>
    </DashboardWidget>
  );
}
