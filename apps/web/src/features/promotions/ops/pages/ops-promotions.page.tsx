import type { Promotion } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../components/DataTable.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import ReceiptLongOutlinedIcon from '../../../../components/icons/ReceiptLongOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { RecordsPage } from '../../../../components/RecordsPage.tsx';
import { RowAction, rowActionsColumn } from '../../../../components/RowAction.tsx';
import { formatMoney } from '../../../../lib/money.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useRecordDialogs } from '../../../../lib/use-record-dialogs.ts';
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
  const dialogs = useRecordDialogs<Promotion>();
  const [claimsOf, setClaimsOf] = useState<Promotion | null>(null);
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
    rowActionsColumn(t('promotion.ops.columns.actions'), (promotion) => (
      <>
        <RowAction
          title={t('promotion.ops.claims')}
          label={t('promotion.ops.claimsLabel', { code: promotion.code })}
          icon={<ReceiptLongOutlinedIcon />}
          onClick={() => setClaimsOf(promotion)}
        />
        {canUpdate ? (
          <RowAction
            title={t('promotion.ops.edit')}
            label={t('promotion.ops.editLabel', { code: promotion.code })}
            icon={<EditOutlinedIcon />}
            onClick={() => dialogs.edit(promotion)}
          />
        ) : null}
      </>
    )),
  ];

  return (
    <RecordsPage
      title={t('promotion.ops.title')}
      subtitle={t('promotion.ops.subtitle')}
      add={canCreate && { label: t('promotion.ops.add'), onClick: dialogs.add }}
      table={{
        columns,
        rows: promotions.data?.data ?? [],
        rowKey: (promotion) => promotion.id,
        rowTestId: 'ops-promotion-row',
        query: promotions,
        errorMessage: t('promotion.fetchFailed'),
        empty: t('promotion.ops.empty'),
        minWidth: 1280,
      }}
    >
      {dialogs.editing !== undefined ? (
        <PromotionDialog promotion={dialogs.editing} onClose={dialogs.closeEditor} />
      ) : null}
      {claimsOf ? <PromotionClaimsDialog promotion={claimsOf} onClose={() => setClaimsOf(null)} /> : null}
    </RecordsPage>
  );
}
