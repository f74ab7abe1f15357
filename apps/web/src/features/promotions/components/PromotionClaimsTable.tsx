import { PROMOTION_CLAIM_STATUSES, type PromotionClaim, type PromotionClaimPage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { formatMoney } from '../../../lib/money.ts';
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
  const rows = query.data?.data ?? [];
  const columns = 5 + (showPromotion ? 1 : 0) + (showAdvertiser ? 1 : 0);

  const deposit = (claim: PromotionClaim): ReactNode =>
    depositLinks ? (
      <Link
        component={RouterLink}
        to={`/deposit/${claim.deposit_id}`}
        onClick={(event) => event.stopPropagation()}
      >
        {claim.deposit_reference}
      </Link>
    ) : (
      claim.deposit_reference
    );

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
      {query.isError ? (
        <RetryAlert onRetry={() => query.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
          {t('promotion.claims.fetchFailed')}
        </RetryAlert>
      ) : null}
      <FetchingBar active={query.isFetching} />
      <TableContainer>
        <Table sx={{ minWidth: showPromotion || showAdvertiser ? 860 : 680 }} aria-label={label}>
          <TableHead>
            <TableRow>
              {showPromotion ? <TableCell>{t('promotion.claims.columns.promotion')}</TableCell> : null}
              <TableCell>{t('promotion.claims.columns.deposit')}</TableCell>
              {showAdvertiser ? <TableCell>{t('promotion.claims.columns.advertiser')}</TableCell> : null}
              <TableCell>{t('promotion.claims.columns.status')}</TableCell>
              <TableCell align="right">{t('promotion.claims.columns.bonus')}</TableCell>
              <TableCell>{t('promotion.claims.columns.claimedAt')}</TableCell>
              <TableCell>{t('promotion.claims.columns.usedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((claim) => {
              const open = onOpen ? () => onOpen(claim) : undefined;
              return (
                <TableRow
                  key={claim.id}
                  hover
                  data-testid="promotion-claim-row"
                  onClick={open}
                  sx={open ? { cursor: 'pointer' } : undefined}
                >
                  {showPromotion ? (
                    <TableCell sx={{ minWidth: 180 }}>
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
                    </TableCell>
                  ) : null}
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {deposit(claim)}
                  </TableCell>
                  {showAdvertiser ? (
                    <TableCell
                      sx={{
                        fontFamily: 'monospace',
                        maxWidth: 160,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                      title={claim.advertiser_id}
                    >
                      {claim.advertiser_id}
                    </TableCell>
                  ) : null}
                  <TableCell>
                    <PromotionClaimStatusChip status={claim.status} reason={claim.reason} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(claim.bonus)} USDT
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.date(claim.claimed_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.date(claim.used_at)}</TableCell>
                </TableRow>
              );
            })}
            {query.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {t('promotion.claims.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={query.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        onChange={(page, pageSize) => onFilter({ ...filter, page, pageSize })}
      />
    </Card>
  );
}
