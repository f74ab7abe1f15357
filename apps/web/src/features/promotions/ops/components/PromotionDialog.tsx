import {
  PROMOTION_CLAIM_CONDITIONS,
  PROMOTION_TARGET_PAGES,
  PROMOTION_TYPES,
  type Promotion,
  ZPromotionBody,
} from '@adportal/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { EditFormDialog } from '../../../../components/EditFormDialog.tsx';
import { optionsOf } from '../../../../components/FormFieldGrid.tsx';
import { toZonedInput } from '../../../../lib/format.ts';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { type PromotionFormValues, toPromotionBody } from '../../promotion-format.ts';
import { useCreatePromotionMutation } from '../api/create-promotion.ts';
import { useUpdatePromotionMutation } from '../api/update-promotion.ts';

function formValues(promotion: Promotion | null): PromotionFormValues {
  return {
    code: promotion?.code ?? '',
    title: promotion?.title ?? '',
    description: promotion?.description ?? '',
    type: promotion?.type ?? 'fixed',
    value: promotion?.value ?? '',
    starts_at: toZonedInput(promotion?.starts_at),
    ends_at: toZonedInput(promotion?.ends_at),
    min_deposit: promotion?.min_deposit ?? '0',
    max_amount: promotion?.max_amount ?? '',
    claim_condition: promotion?.claim_condition ?? 'per_campaign',
    limit_per_user: promotion ? String(promotion.limit_per_user) : '1',
    limit_total: promotion ? String(promotion.limit_total) : '',
    target_page: promotion?.target_page ?? 'deposit',
    status: promotion?.status ?? 'active',
  };
}

/**
 * The shared contract validates the body the form will send (ZPromotionBody), its errors on the form's
 * fields (same names); a valid form hands the schema's output (the body) to the submit handler.
 */
const resolver = contractResolver(ZPromotionBody, toPromotionBody);

/** Add or edit a promotion (operators): its code, texts, bonus, period, conditions, limits and status. */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  /** null: add a promotion. */
  promotion: Promotion | null;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePromotionMutation();
  const update = useUpdatePromotionMutation();
  const usdt = <InputAdornment position="end">USDT</InputAdornment>;
  return (
    <EditFormDialog
      resolver={resolver}
      defaultValues={formValues(promotion)}
      save={(body) => (promotion ? update.mutateAsync({ id: promotion.id, body }) : create.mutateAsync(body))}
      saved={t('promotion.ops.saved')}
      onClose={onClose}
      title={promotion ? t('promotion.ops.edit') : t('promotion.ops.add')}
      submitLabel={promotion ? t('promotion.form.save') : t('promotion.form.create')}
      fields={({ watch }) => {
        const percentage = watch('type') === 'percentage';
        return [
          {
            kind: 'text',
            name: 'code',
            label: t('promotion.form.code'),
            hint: t('promotion.form.codeHint'),
            autoComplete: 'off',
            maxLength: 40,
            autoFocus: true,
          },
          { kind: 'text', name: 'title', label: t('promotion.form.title'), autoComplete: 'off' },
          {
            kind: 'text',
            name: 'description',
            label: t('promotion.form.description'),
            minRows: 3,
            width: 'full',
          },
          {
            kind: 'select',
            name: 'type',
            label: t('promotion.form.type'),
            options: optionsOf(PROMOTION_TYPES, (option) => t(`promotion.types.${option}`)),
          },
          {
            kind: 'text',
            name: 'value',
            label: t('promotion.form.value'),
            hint: percentage ? t('promotion.form.valuePercentHint') : undefined,
            inputMode: 'numeric',
            endAdornment: <InputAdornment position="end">{percentage ? '%' : 'USDT'}</InputAdornment>,
          },
          { kind: 'dateTime', name: 'starts_at', required: true, label: t('promotion.form.startsAt') },
          { kind: 'dateTime', name: 'ends_at', required: true, label: t('promotion.form.endsAt') },
          {
            kind: 'text',
            name: 'min_deposit',
            label: t('promotion.form.minDeposit'),
            hint: t('promotion.form.minDepositHint'),
            inputMode: 'numeric',
            endAdornment: usdt,
          },
          {
            kind: 'text',
            name: 'max_amount',
            label: t('promotion.form.maxAmount'),
            hint: t('promotion.form.maxAmountHint'),
            inputMode: 'numeric',
            endAdornment: usdt,
          },
          {
            kind: 'select',
            name: 'claim_condition',
            label: t('promotion.form.condition'),
            options: optionsOf(PROMOTION_CLAIM_CONDITIONS, (option) => t(`promotion.conditions.${option}`)),
          },
          {
            kind: 'select',
            name: 'target_page',
            label: t('promotion.form.targetPage'),
            options: optionsOf(PROMOTION_TARGET_PAGES, (option) => t(`promotion.targetPages.${option}`)),
          },
          {
            kind: 'text',
            name: 'limit_per_user',
            type: 'number',
            label: t('promotion.form.limitPerUser'),
            inputMode: 'numeric',
          },
          {
            kind: 'text',
            name: 'limit_total',
            type: 'number',
            label: t('promotion.form.limitTotal'),
            inputMode: 'numeric',
          },
          { kind: 'switches', name: 'status', label: t('promotion.form.active'), width: 'full' },
        ];
      }}
    />
  );
}
