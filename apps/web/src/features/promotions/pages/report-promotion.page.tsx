import Alert from '@mui/material/Alert';
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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SkeletonRows } from '../../../components/SkeletonRows.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAllPromotionClaims } from '../api/list-all-promotion-claims.ts';
import { groupClaimsByPromotion, sumAmounts } from '../promotion-format.ts';
import { usePromotionText } from '../use-promotion-text.ts';

const COLUMNS = 6;

/**
 * /report/promotion (read Report): per promotion the advertiser has claimed, the claims used and the bonus
 * credited; grouped on the client from the advertiser's claims (pages of 100, at most 10). A row leads to
 * that promotion's transactions.
 */
export default function ReportPromotionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = usePromotionText();
  useDocumentTitle(t('promotion.report.title'));
  const claims = useAllPromotionClaims();
  const rows = useMemo(() => groupClaimsByPromotion(claims.data?.claims ?? []), [claims.data]);
  const loaded = claims.data?.claims.length ?? 0;
  const truncated = claims.data ? claims.data.total > loaded : false;
  const totalBonus = sumAmounts(rows.map((row) => row.bonus));
  const pathOf = (promotionId: string) => `/report/promotion/${promotionId}/transaction`;

  return (
    <>
      <PageHeader title={t('promotion.report.title')} subtitle={t('promotion.report.subtitle')} />
      {truncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('promotion.report.truncated', { count: loaded })}
        </Alert>
      ) : null}
      <Card component="section" aria-label={t('promotion.report.title')}>
        {claims.isError ? (
          <RetryAlert onRetry={() => claims.refetch()} sx={{ m: { xs: 2, sm: 2.5 } }}>
            {t('promotion.claims.fetchFailed')}
          </RetryAlert>
        ) : null}
        <FetchingBar active={claims.isFetching} />
        <TableContainer>
          <Table sx={{ minWidth: 760 }} aria-label={t('promotion.report.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('promotion.report.columns.code')}</TableCell>
                <TableCell>{t('promotion.report.columns.title')}</TableCell>
                <TableCell align="right">{t('promotion.report.columns.used')}</TableCell>
                <TableCell align="right">{t('promotion.report.columns.claimed')}</TableCell>
                <TableCell align="right">{t('promotion.report.columns.bonus')}</TableCell>
                <TableCell>{t('promotion.report.columns.lastClaimed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {claims.isPending ? <SkeletonRows columns={COLUMNS} /> : null}
              {rows.map((row) => (
                <TableRow
                  key={row.promotionId}
                  hover
                  data-testid="promotion-report-row"
                  onClick={() => void navigate(pathOf(row.promotionId))}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={pathOf(row.promotionId)}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={t('promotion.report.open', { code: row.code })}
                      sx={{ fontFamily: 'monospace', fontWeight: 500 }}
                    >
                      {row.code}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{row.title}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.used}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.claimed}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(row.bonus)} USDT
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.date(row.lastClaimedAt)}</TableCell>
                </TableRow>
              ))}
              {claims.isSuccess && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {t('promotion.report.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        {rows.length > 0 ? (
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'flex-end',
              gap: 1,
              px: { xs: 2, sm: 2.5 },
              py: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ color: 'text.secondary' }}>{t('promotion.report.totalBonus')}</Typography>
            <Typography
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              data-testid="promotion-report-total"
            >
              {formatMoney(totalBonus)} USDT
            </Typography>
          </Box>
        ) : null}
      </Card>
    </>
  );
}
