import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useAllPromotionClaims } from '../api/list-all-promotion-claims.ts';
import { groupClaimsByPromotion, type PromotionReportRow, sumAmounts } from '../promotion-format.ts';
import { usePromotionText } from '../use-promotion-text.ts';

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
  const pathOf = (promotionId: string) => href('report-promotion-transaction', { id: promotionId });
  const columns: DataColumn<PromotionReportRow>[] = [
    {
      id: 'code',
      header: t('promotion.report.columns.code'),
      cell: (row) => (
        <Link
          component={RouterLink}
          to={pathOf(row.promotionId)}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('promotion.report.open', { code: row.code })}
          sx={{ fontFamily: 'monospace', fontWeight: 500 }}
        >
          {row.code}
        </Link>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'title',
      header: t('promotion.report.columns.title'),
      cell: (row) => row.title,
      sx: { minWidth: 180 },
    },
    {
      id: 'used',
      header: t('promotion.report.columns.used'),
      align: 'right',
      cell: (row) => row.used,
      sx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'claimed',
      header: t('promotion.report.columns.claimed'),
      align: 'right',
      cell: (row) => row.claimed,
      sx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'bonus',
      header: t('promotion.report.columns.bonus'),
      align: 'right',
      cell: (row) => `${formatMoney(row.bonus)} USDT`,
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'lastClaimed',
      header: t('promotion.report.columns.lastClaimed'),
      cell: (row) => text.date(row.lastClaimedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <>
      <PageHeader title={t('promotion.report.title')} subtitle={t('promotion.report.subtitle')} />
      {truncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('promotion.report.truncated', { count: loaded })}
        </Alert>
      ) : null}
      <Card component="section" aria-label={t('promotion.report.title')}>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.promotionId}
          rowTestId="promotion-report-row"
          label={t('promotion.report.title')}
          query={claims}
          errorMessage={t('promotion.claims.fetchFailed')}
          empty={t('promotion.report.empty')}
          minWidth={760}
          onRowClick={(row) => void navigate(pathOf(row.promotionId))}
        />
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
