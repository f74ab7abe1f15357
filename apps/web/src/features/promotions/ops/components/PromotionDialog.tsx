import {
  PROMOTION_CLAIM_CONDITIONS,
  PROMOTION_TARGET_PAGES,
  PROMOTION_TYPES,
  type Promotion,
  ZPromotionBody,
} from '@adportal/contracts';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/FormDateField.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormSelectField } from '../../../../components/FormSelectField.tsx';
import { FormStatusSwitch } from '../../../../components/FormStatusSwitch.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { toZonedInput } from '../../../../lib/format.ts';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { type PromotionFormValues, toPromotionBody } from '../../promotion-format.ts';
import { useCreatePromotionMutation } from '../api/create-promotion.ts';
import { useUpdatePromotionMutation } from '../api/update-promotion.ts';

const FIELDS = [
  'code',
  'title',
  'description',
  'type',
  'value',
  'starts_at',
  'ends_at',
  'min_deposit',
  'max_amount',
  'claim_condition',
  'limit_per_user',
  'limit_total',
  'target_page',
  'status',
] as const satisfies readonly (keyof PromotionFormValues)[];

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
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: formValues(promotion),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const type = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit(async (body) => {
    if (promotion) await update.mutateAsync({ id: promotion.id, body });
    else await create.mutateAsync(body);
    onClose({ kind: 'success', title: t('promotion.ops.saved') });
  });

  const half = { xs: 12, sm: 6 } as const;
  return (
    <FormDialog
      title={promotion ? t('promotion.ops.edit') : t('promotion.ops.add')}
      maxWidth="md"
      fullScreenBelow="sm"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={promotion ? t('promotion.form.save') : t('promotion.form.create')}
    >
      <Grid container spacing={2.5}>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="code"
            label={t('promotion.form.code')}
            hint={t('promotion.form.codeHint')}
            autoComplete="off"
            maxLength={40}
            autoFocus
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="title"
            label={t('promotion.form.title')}
            autoComplete="off"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('promotion.form.description')}
            minRows={3}
          />
        </Grid>
        <Grid size={half}>
          <FormSelectField control={control} name="type" label={t('promotion.form.type')}>
            {PROMOTION_TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`promotion.types.${option}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="value"
            label={t('promotion.form.value')}
            hint={type === 'percentage' ? t('promotion.form.valuePercentHint') : undefined}
            inputMode="numeric"
            endAdornment={
              <InputAdornment position="end">{type === 'percentage' ? '%' : 'USDT'}</InputAdornment>
            }
          />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name="starts_at"
            withTime
            required
            label={t('promotion.form.startsAt')}
          />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name="ends_at"
            withTime
            required
            label={t('promotion.form.endsAt')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="min_deposit"
            label={t('promotion.form.minDeposit')}
            hint={t('promotion.form.minDepositHint')}
            inputMode="numeric"
            endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="max_amount"
            label={t('promotion.form.maxAmount')}
            hint={t('promotion.form.maxAmountHint')}
            inputMode="numeric"
            endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
          />
        </Grid>
        <Grid size={half}>
          <FormSelectField control={control} name="claim_condition" label={t('promotion.form.condition')}>
            {PROMOTION_CLAIM_CONDITIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`promotion.conditions.${option}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={half}>
          <FormSelectField control={control} name="target_page" label={t('promotion.form.targetPage')}>
            {PROMOTION_TARGET_PAGES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`promotion.targetPages.${option}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="limit_per_user"
            type="number"
            label={t('promotion.form.limitPerUser')}
            inputMode="numeric"
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="limit_total"
            type="number"
            label={t('promotion.form.limitTotal')}
            inputMode="numeric"
          />
        </Grid>
        <Grid size={12}>
          <FormStatusSwitch control={control} name="status" label={t('promotion.form.active')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
