import type { AdTarget } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { formatMoney } from '../../../lib/money.ts';
import type { BidListProps } from './bid-parts.ts';

/** The ad's bids on wide screens: one row per keyword or website. */
export function BidsTable({ rows, loading, empty, emptyText, unit, parts }: BidListProps) {
  const { t } = useTranslation();
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const columns: DataColumn<AdTarget>[] = [
    {
      id: 'target',
      header: t('bid.columns.target'),
      sx: { fontWeight: 600, overflowWrap: 'anywhere', minWidth: 160 },
      cell: (target) => target.target_name,
    },
    {
      id: 'type',
      header: t('bid.columns.type'),
      cell: (target) => (
        <Chip size="small" variant="outlined" label={t(`bid.targetTypes.${target.target_type}`)} />
      ),
    },
    {
      id: 'min',
      header: t('bid.minLabel', { unit }),
      align: 'right',
      sx: numeric,
      cell: (target) => formatMoney(target.min_bid),
    },
    {
      id: 'max',
      header: t('bid.maxLabel', { unit }),
      align: 'right',
      sx: numeric,
      cell: (target) => parts.maxBid(target),
    },
    {
      id: 'defaultMin',
      header: t('bid.defaultMin', { unit }),
      align: 'right',
      sx: { ...numeric, color: 'text.secondary' },
      cell: (target) => formatMoney(target.default_min),
    },
    {
      id: 'advice',
      header: t('bid.advicePrice'),
      sx: { whiteSpace: 'nowrap' },
      cell: (target) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(target.advice_price)}
          </Typography>
          {parts.adviceAction(target)}
        </Box>
      ),
    },
    { id: 'enabled', header: t('bid.columns.enabled'), cell: (target) => parts.toggle(target) },
    {
      id: 'actions',
      header: t('bid.columns.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (target) => parts.actions(target),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(target) => target.id}
      rowTestId="target-row"
      rowProps={(target) => ({ 'data-target-id': target.id })}
      labelledBy="bids-title"
      loading={loading}
      empty={empty ? <span data-testid="targets-empty">{emptyText}</span> : undefined}
      minWidth={920}
      phone={false}
    />
  );
}
