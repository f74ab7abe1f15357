import { PROMOTION_CLAIM_STATUSES, type PromotionClaim, type PromotionClaimPage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { href } from '../../../routing/href.ts';
import type { PromotionClaimsFilter } from '../api/promotion-claims-filter.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import { PromotionClaimStatusChip } from './PromotionClaimStatusChip.tsx';

/**
 * Promotion claims with a status filter and server-side pages; shared by the promotion's page, the
 * advertiser's promotion reports and the operators' console.
 * - `showPromotion`: a column with the promotion's code and title (lists over several promotions);
 * - `showAdvertiser`: the advertiser's ID (operators);
 * - `depositLinks`: the deposit reference links to /deposit/{id} (the advertiser's own deposits);
 * - `promotionLink`: where a row leads (its first cell becomes the link, the whole row is clickable).
 */
export function PromotionClaimsTable({
  filter,
  onFilter,
  query,
  showPromotion = false,
  showAdvertiser = false,
  depositLinks = false,
  promotionLink,
  onOpen,
  label,
  outlined = false,
}: {
  filter: PromotionClaimsFilter;
  onFilter: (filter: PromotionClaimsFilter) => void;
  query: UseQueryResult<PromotionClaimPage>;
  showPromotion?: boolean;
  showAdvertiser?: boolean;
  depositLinks?: boolean;
  promotionLink?: (claim: PromotionClaim) => string;
  onOpen?: (claim: PromotionClaim) => void;
  /** The accessible name of the table. */
  label: string;
  /** Inside a dialog or another card: an outlined card without shadow. */
  outlined?: boolean;
}) {
  const { t } = useTranslation();
  const text = usePromotionText();

  const deposit = (claim: PromotionClaim): ReactNode =>
    depositLinks ? (
      <Link
        component={RouterLink}
        to={href('deposit-detail', { id: claim.deposit_id })}
        onClick={(event) => event.stopPropagation()}
      >
        {claim.deposit_reference}
      </Link>
    ) : (
      claim.deposit_reference
    );

  const promotion = (claim: PromotionClaim): ReactNode => (
    <>
      {promotionLink ? (
        <Link
          component={RouterLink}
          to={promotionLink(claim)}
          onClick={(event) => event.stopPropagation()}
          sx={{ fontFamily: 'monospace', fontWeight: 500 }}
        >
          {claim.promotion_code}
        </Link>
      ) : (
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 500 }}>
          {claim.promotion_code}
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {claim.promotion_title}
      </Typography>
    </>
  );
  const columns: (DataColumn<PromotionClaim> | false)[] = [
    showPromotion && {
      id: 'promotion',
      header: t('promotion.claims.columns.promotion'),
      cell: promotion,
      phone: 'full',
      sx: { minWidth: 180 },
    },
    {
      id: 'deposit',
      header: t('promotion.claims.columns.deposit'),
      cell: deposit,
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    },
    showAdvertiser && {
      id: 'advertiser',
      header: t('promotion.claims.columns.advertiser'),
      cell: (claim) => claim.advertiser_id,
      title: (claim) => claim.advertiser_id,
      sx: {
        fontFamily: 'monospace',
        maxWidth: 160,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
    },
    {
      id: 'status',
      header: t('promotion.claims.columns.status'),
      cell: (claim) => <PromotionClaimStatusChip status={claim.status} reason={claim.reason} />,
    },
    {
      id: 'bonus',
      header: t('promotion.claims.columns.bonus'),
      align: 'right',
      cell: (claim) => `${formatMoney(claim.bonus)} USDT`,
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'claimedAt',
      header: t('promotion.claims.columns.claimedAt'),
      cell: (claim) => text.date(claim.claimed_at),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'usedAt',
      header: t('promotion.claims.columns.usedAt'),
      cell: (claim) => text.date(claim.used_at),
      sx: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Card variant={outlined ? 'outlined' : undefined}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
        <FilterSelect
          label={t('promotion.claims.status')}
          all={t('promotion.claims.allStatuses')}
          value={filter.status}
          options={PROMOTION_CLAIM_STATUSES}
          optionLabel={(status) => t(`promotion.claimStatuses.${status}`)}
          onChange={(value) => onFilter({ ...filter, status: value, page: 1 })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
        />
      </Box>
      <DataTable
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={(claim) => claim.id}
        rowTestId="promotion-claim-row"
        label={label}
        query={query}
        errorMessage={t('promotion.claims.fetchFailed')}
        empty={t('promotion.claims.empty')}
        minWidth={showPromotion || showAdvertiser ? 860 : 680}
        onRowClick={onOpen}
        pager={{
          page: filter.page,
          pageSize: filter.pageSize,
          total: query.data?.total ?? 0,
          onChange: (page, pageSize) => onFilter({ ...filter, page, pageSize }),
        }}
      />
    </Card>
  );
}
