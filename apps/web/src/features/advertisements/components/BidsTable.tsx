import type { AdTarget } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../../components/SkeletonRows.tsx';
import { formatMoney } from '../../../lib/money.ts';
import type { BidParts } from './bid-parts.ts';

const COLUMNS = 8;

/** The ad's bids on wide screens: one row per keyword or website. */
export function BidsTable({
  rows,
  loading,
  empty,
  emptyText,
  unit,
  parts,
}: {
  rows: AdTarget[];
  loading: boolean;
  empty: boolean;
  emptyText: string;
  unit: string;
  parts: BidParts;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table sx={{ minWidth: 920 }} aria-labelledby="bids-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('bid.columns.target')}</TableCell>
            <TableCell>{t('bid.columns.type')}</TableCell>
            <TableCell align="right">{t('bid.minLabel', { unit })}</TableCell>
            <TableCell align="right">{t('bid.maxLabel', { unit })}</TableCell>
            <TableCell align="right">{t('bid.defaultMin', { unit })}</TableCell>
            <TableCell>{t('bid.advicePrice')}</TableCell>
            <TableCell>{t('bid.columns.enabled')}</TableCell>
            <TableCell align="right">{t('bid.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? <SkeletonRows columns={COLUMNS} /> : null}
          {rows.map((target) => (
            <TableRow key={target.id} hover data-testid="target-row" data-target-id={target.id}>
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 160 }}>
                {target.target_name}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={t(`bid.targetTypes.${target.target_type}`)} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(target.min_bid)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {parts.maxBid(target)}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  color: 'text.secondary',
                }}
              >
                {formatMoney(target.default_min)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(target.advice_price)}
                  </Typography>
                  {parts.adviceAction(target)}
                </Box>
              </TableCell>
              <TableCell>{parts.toggle(target)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {parts.actions(target)}
              </TableCell>
            </TableRow>
          ))}
          {empty ? (
            <TableRow>
              <TableCell
                colSpan={COLUMNS}
                align="center"
                sx={{ py: 6, color: 'text.secondary' }}
                data-testid="targets-empty"
              >
                {emptyText}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
