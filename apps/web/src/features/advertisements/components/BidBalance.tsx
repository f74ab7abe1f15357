import { type AdType, formatUsdt } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { href } from '../../../routing/href.ts';
import { useAccountOverview } from '../../dashboard/index.ts';
import { bidCost } from '../bid-cost.ts';

/** The deposit page with its add-deposit dialog open. */
const DEPOSIT_TO = href('deposit', {}, { add: '1' });

/**
 * Before a bid is saved: the available balance, what one click (CPC) or one thousand impressions (CPM) costs
 * at most at the max bid being typed, and — when the balance does not cover it (the API would refuse the
 * bid) — how much is missing, with the way to deposit.
 */
export function BidBalance({ type, maxBid }: { type: AdType; maxBid: string }) {
  const { t, i18n } = useTranslation();
  const overview = useAccountOverview();
  const available = overview.data?.balance.temporary;
  const cost = available === undefined ? null : bidCost(maxBid, available);
  const price = cost ? formatMoney(formatUsdt(cost.perUnitMicros)) : '';

  return (
    <Box
      data-testid="bid-balance"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bid.balance.available')}
        </Typography>
        {overview.isPending ? (
          <Skeleton width={96} />
        ) : (
          <Typography
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            data-testid="bid-balance-available"
          >
            {available === undefined ? '—' : `${formatMoney(available)} USDT`}
          </Typography>
        )}
        {overview.isError ? (
          <Button size="small" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        ) : null}
        <Link component={RouterLink} to={DEPOSIT_TO} sx={{ ml: 'auto' }} data-testid="bid-balance-deposit">
          {t('bid.balance.deposit')}
        </Link>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="bid-balance-cost">
        {cost
          ? `${t(`bid.balance.perUnit.${type}`, { price })} ${
              cost.covered
                ? t(`bid.balance.covers.${type}`, {
                    count: Number(cost.unitsCovered),
                    value: formatCount(cost.unitsCovered, i18n.language),
                  })
                : ''
            }`.trim()
          : t(`bid.balance.rule.${type}`)}
      </Typography>
      {cost && !cost.covered && available !== undefined ? (
        <Alert
          severity="warning"
          data-testid="bid-balance-short"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={DEPOSIT_TO}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('bid.balance.deposit')}
            </Button>
          }
        >
          {t(`bid.balance.short.${type}`, {
            price,
            balance: formatMoney(available),
          })}
        </Alert>
      ) : null}
    </Box>
  );
}
