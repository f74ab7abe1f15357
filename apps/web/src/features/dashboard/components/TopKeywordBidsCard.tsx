import type { TopKeywordBid } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import TrendingDownIcon from '../../../components/icons/TrendingDown.tsx';
import TrendingUpOutlinedIcon from '../../../components/icons/TrendingUpOutlined.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { href } from '../../../routing/href.ts';
import { useDashboardTopKeywordBids } from '../api/get-dashboard-top-keyword-bids.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { isUnderAdvice } from './dashboard-format.ts';
import { usePeriodParam } from './use-period-param.ts';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** Read out, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The advertiser's ten highest keyword bids, the planner's advice price beside each (a bid under it is
 * marked: it wins fewer auctions), and what each bought in the widget's period.
 */
export function TopKeywordBidsCard() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = usePeriodParam('bids');
  const query = useDashboardTopKeywordBids(period);
  const title = t('dashboardReports.topBids.title');

  const columns: DataColumn<TopKeywordBid>[] = [
    {
      id: 'keyword',
      header: t('dashboardReports.topBids.keyword'),
      phone: 'full',
      sx: { overflowWrap: 'anywhere' },
      cell: (bid) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {bid.keyword}
          </Typography>
          {bid.enabled ? null : <Chip size="small" label={t('dashboardReports.topBids.paused')} />}
        </Box>
      ),
    },
    {
      id: 'ad',
      header: t('dashboardReports.topBids.ad'),
      sx: { maxWidth: 200, overflowWrap: 'anywhere' },
      cell: (bid) => (
        <Link
          component={RouterLink}
          to={href('advertisement-detail', { id: bid.advertisement_id }, { tab: 'bidding' })}
        >
          {bid.advertisement_name}
        </Link>
      ),
    },
    {
      id: 'max-bid',
      header: t('dashboardReports.topBids.maxBid'),
      align: 'right',
      sx: numeric,
      cell: (bid) => formatMoney(bid.max_bid),
    },
    {
      id: 'advice',
      header: t('dashboardReports.topBids.advice'),
      align: 'right',
      sx: numeric,
      cellProps: (bid) => ({ 'data-under-advice': String(isUnderAdvice(bid.max_bid, bid.advice_price)) }),
      cell: (bid) => {
        const under = isUnderAdvice(bid.max_bid, bid.advice_price);
        const note = t(under ? 'dashboardReports.topBids.underAdvice' : 'dashboardReports.topBids.atAdvice');
        const label = (
          <>
            {formatMoney(bid.advice_price)}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {` (${note})`}
            </Box>
          </>
        );
        return under ? (
          <Chip
            size="small"
            color="warning"
            icon={<TrendingDownIcon />}
            label={label}
            title={note}
            data-testid="dashboard-top-bids-advice"
          />
        ) : (
          <Box component="span" title={note} data-testid="dashboard-top-bids-advice">
            {label}
          </Box>
        );
      },
    },
    {
      id: 'clicks',
      header: t('dashboardReports.topBids.clicks'),
      align: 'right',
      sx: numeric,
      cell: (bid) => formatCount(bid.clicks, i18n.language),
    },
    {
      id: 'spend',
      header: t('dashboardReports.lines.spend'),
      align: 'right',
      sx: numeric,
      cell: (bid) => formatMoney(bid.spend),
    },
  ];

  const under = (query.data?.data ?? []).filter((bid) => isUnderAdvice(bid.max_bid, bid.advice_price)).length;

  return (
    <DashboardWidget
      title={title}
      icon={<TrendingUpOutlinedIcon />}
      tone="primary"
      period={{ value: period, onChange: setPeriod, range: query.data?.range }}
      report={{ to: href('ads-planner'), label: t('dashboardReports.topBids.report') }}
      testId="dashboard-top-bids"
      flush
    >
      {under > 0 ? (
        <Alert
          severity="warning"
          sx={{ mx: { xs: 2, sm: 2.5 }, mb: 1.5 }}
          data-testid="dashboard-top-bids-under"
        >
          {t('dashboardReports.topBids.underCount', {
            count: under,
            value: formatCount(under, i18n.language),
          })}
        </Alert>
      ) : null}
      <DataTable
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={(bid) => bid.target_id}
        rowTestId="dashboard-top-bids-row"
        label={title}
        query={query}
        errorMessage={t('dashboardReports.topBids.fetchFailed')}
        empty={t('dashboardReports.topBids.empty')}
        size="small"
        skeletonRows={5}
      />
    </DashboardWidget>
  );
}
