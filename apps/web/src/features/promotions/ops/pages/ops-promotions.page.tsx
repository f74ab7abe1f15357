import type { Promotion } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import AddIcon from '../../../../components/icons/Add.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import ReceiptLongOutlinedIcon from '../../../../components/icons/ReceiptLongOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { formatMoney } from '../../../../lib/money.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
import { usePromotions } from '../../api/list-promotions.ts';
import { usePromotionText } from '../../use-promotion-text.ts';
import { PromotionClaimsDialog } from '../components/PromotionClaimsDialog.tsx';

// Its form (react-hook-form, zod) comes when an operator opens it, not with the promotions list.
const PromotionDialog = lazyNamed(() => import('../components/PromotionDialog.tsx'), 'PromotionDialog');

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
  const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  const columns: DataColumn<Promotion>[] = [
    {
      id: 'code',
      header: t('promotion.ops.columns.code'),
      cell: (promotion) => promotion.code,
      sx: { fontFamily: 'monospace', fontWeight: 500, whiteSpace: 'nowrap' },
    },
    {
      id: 'title',
      header: t('promotion.ops.columns.title'),
      cell: (promotion) => promotion.title,
      sx: { minWidth: 180 },
    },
    {
      id: 'value',
      header: t('promotion.ops.columns.value'),
      cell: (promotion) => (
        <>
          {text.bonus(promotion)}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`promotion.types.${promotion.type}`)}
          </Typography>
        </>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'period',
      header: t('promotion.ops.columns.period'),
      cell: (promotion) => text.period(promotion, true),
      sx: { minWidth: 200 },
    },
    {
      id: 'minDeposit',
      header: t('promotion.ops.columns.minDeposit'),
      align: 'right',
      cell: (promotion) => `${formatMoney(promotion.min_deposit)} USDT`,
      sx: money,
    },
    {
      id: 'maxAmount',
      header: t('promotion.ops.columns.maxAmount'),
      align: 'right',
      cell: (promotion) => `${formatMoney(promotion.max_amount)} USDT`,
      sx: money,
    },
    {
      id: 'condition',
      header: t('promotion.ops.columns.condition'),
      cell: (promotion) => text.condition(promotion),
    },
    {
      id: 'limits',
      header: t('promotion.ops.columns.limits'),
      cell: (promotion) =>
        t('promotion.ops.limitsValue', { perUser: promotion.limit_per_user, total: promotion.limit_total }),
      sx: { minWidth: 160 },
    },
    {
      id: 'claims',
      header: t('promotion.ops.columns.claims'),
      align: 'right',
      cell: (promotion) => `${promotion.claims} / ${promotion.limit_total}`,
      sx: money,
    },
    {
      id: 'status',
      header: t('promotion.ops.columns.status'),
      cell: (promotion) => (
        <Chip
          size="small"
          color={promotion.status === 'active' ? 'success' : 'default'}
          label={t(`promotion.statuses.${promotion.status}`)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('promotion.ops.columns.actions'),
      align: 'right',
      cell: (promotion) => (
        <>
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
        </>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
  ];

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
        <DataTable
          columns={columns}
          rows={promotions.data?.data ?? []}
          rowKey={(promotion) => promotion.id}
          rowTestId="ops-promotion-row"
          label={t('promotion.ops.title')}
          query={promotions}
          errorMessage={t('promotion.fetchFailed')}
          empty={t('promotion.ops.empty')}
          minWidth={1280}
        />
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
