import type { Promotion } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SkeletonRows } from '../../../components/SkeletonRows.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { usePromotions } from '../../promotions/api/list-promotions.ts';
import { PromotionClaimsDialog } from '../../promotions/components/PromotionClaimsDialog.tsx';
import { PromotionDialog } from '../../promotions/components/PromotionDialog.tsx';
import { usePromotionText } from '../../promotions/use-promotion-text.ts';

const COLUMNS = 11;

/**
 * /ops/promotions (read OpsPromotion): every promotion with its rules, limits and claims; add (create
 * OpsPromotion) and edit (update OpsPromotion) in a dialog, and each promotion's claims.
 */
export default function OpsPromotionsPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const text = usePromotionText();
  useDocumentTitle(t('promotion.ops.title'));
  const promotions = usePromotions('ops');
  // undefined: no dialog; null: adding; a promotion: editing it.
  const [editing, setEditing] = useState<Promotion | null | undefined>(undefined);
  const [claimsOf, setClaimsOf] = useState<Promotion | null>(null);
  const notify = useNotice(editing !== undefined);
  const canCreate = ability.can('create', 'OpsPromotion');
  const canUpdate = ability.can('update', 'OpsPromotion');
  const rows = promotions.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('promotion.ops.title')}
        subtitle={t('promotion.ops.subtitle')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('promotion.ops.add')}
            </Button>
          ) : null
        }
      />
      <Card component="section" aria-label={t('promotion.ops.title')}>
        {promotions.isError ? (
          <RetryAlert onRetry={() => promotions.refetch()} sx={{ m: { xs: 2, sm: 3 } }}>
            {t('promotion.fetchFailed')}
          </RetryAlert>
        ) : null}
        <FetchingBar active={promotions.isFetching} />
        <TableContainer>
          <Table sx={{ minWidth: 1280 }} aria-label={t('promotion.ops.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('promotion.ops.columns.code')}</TableCell>
                <TableCell>{t('promotion.ops.columns.title')}</TableCell>
                <TableCell>{t('promotion.ops.columns.value')}</TableCell>
                <TableCell>{t('promotion.ops.columns.period')}</TableCell>
                <TableCell align="right">{t('promotion.ops.columns.minDeposit')}</TableCell>
                <TableCell align="right">{t('promotion.ops.columns.maxAmount')}</TableCell>
                <TableCell>{t('promotion.ops.columns.condition')}</TableCell>
                <TableCell>{t('promotion.ops.columns.limits')}</TableCell>
                <TableCell align="right">{t('promotion.ops.columns.claims')}</TableCell>
                <TableCell>{t('promotion.ops.columns.status')}</TableCell>
                <TableCell align="right">{t('promotion.ops.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {promotions.isPending ? <SkeletonRows columns={COLUMNS} /> : null}
              {rows.map((promotion) => (
                <TableRow key={promotion.id} hover data-testid="ops-promotion-row">
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {promotion.code}
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{promotion.title}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {text.bonus(promotion)}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`promotion.types.${promotion.type}`)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{text.period(promotion, true)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(promotion.min_deposit)} USDT
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(promotion.max_amount)} USDT
                  </TableCell>
                  <TableCell>{text.condition(promotion)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {t('promotion.ops.limitsValue', {
                      perUser: promotion.limit_per_user,
                      total: promotion.limit_total,
                    })}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {promotion.claims} / {promotion.limit_total}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={promotion.status === 'active' ? 'success' : 'default'}
                      label={t(`promotion.statuses.${promotion.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('promotion.ops.claims')}>
                      <IconButton
                        aria-label={t('promotion.ops.claimsLabel', { code: promotion.code })}
                        onClick={() => setClaimsOf(promotion)}
                      >
                        <ReceiptLongOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    {canUpdate ? (
                      <Tooltip title={t('promotion.ops.edit')}>
                        <IconButton
                          aria-label={t('promotion.ops.editLabel', { code: promotion.code })}
                          onClick={() => setEditing(promotion)}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {promotions.isSuccess && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {t('promotion.ops.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {editing !== undefined ? (
        <PromotionDialog
          promotion={editing}
          onClose={(notice) => {
            setEditing(undefined);
            if (notice) notify(notice);
          }}
        />
      ) : null}
      {claimsOf ? <PromotionClaimsDialog promotion={claimsOf} onClose={() => setClaimsOf(null)} /> : null}
    </>
  );
}
