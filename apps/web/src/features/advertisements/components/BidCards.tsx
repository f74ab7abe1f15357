import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import type { BidListProps } from './bid-parts.ts';

/** Phones and tablets: each bid as a card (the same facts and actions as the table's row). */
export function BidCards({ rows, loading, empty, emptyText, unit, parts }: BidListProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby="bids-title">
      {loading ? (
        <Box component="li" sx={{ px: 2, pb: 2 }} aria-hidden="true">
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : null}
      {rows.map((target, index) => (
        <Box component="li" key={target.id} data-testid="target-row" data-target-id={target.id}>
          {index > 0 ? <Divider /> : null}
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {target.target_name}
                </Typography>
                <Chip size="small" variant="outlined" label={t(`bid.targetTypes.${target.target_type}`)} />
              </Box>
              {parts.toggle(target)}
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.25 }}>
              <Figure label={t('bid.minLabel', { unit })}>{formatMoney(target.min_bid)}</Figure>
              <Figure label={t('bid.maxLabel', { unit })}>{parts.maxBid(target)}</Figure>
              <Figure label={t('bid.defaultMin', { unit })}>{formatMoney(target.default_min)}</Figure>
              <Figure label={t('bid.advicePrice')}>{formatMoney(target.advice_price)}</Figure>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box>{parts.adviceAction(target)}</Box>
              <Box sx={{ whiteSpace: 'nowrap' }}>{parts.actions(target)}</Box>
            </Box>
          </Box>
        </Box>
      ))}
      {empty ? (
        <Box
          component="li"
          sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}
          data-testid="targets-empty"
        >
          {emptyText}
        </Box>
      ) : null}
    </Box>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Box>
    </Box>
  );
}
