import type { AdTarget, Advertisement, PlannerTarget } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { bidTenths, shortBid, suggestedBids } from '../ad-format.ts';
import { useCreateTargetMutation } from '../api/create-target.ts';
import { useUpdateTargetMutation } from '../api/update-target.ts';
import { useBidUnit } from '../use-bid-unit.ts';
import { BidBalance } from './BidBalance.tsx';
import { TargetPicker } from './TargetPicker.tsx';
import {
  type CreateTargetOutput,
  createTargetResolver,
  TARGET_FIELDS,
  type TargetFormValues,
  type UpdateTargetOutput,
  updateTargetResolver,
} from './target-form.ts';

/**
 * Add a bid (pick a keyword or website from the planner, which prefills the default minimum and the advice
 * price) or edit one (its min and max bid, on or off). Validated with the contracts' schemas plus the default
 * minimum; the API's refusals (not approved, offline, duplicate, balance) show inside the dialog.
 */
export function TargetDialog({
  ad,
  target,
  existing,
  initialMax,
  onClose,
}: {
  ad: Advertisement;
  /** The bid to edit; none to add one. */
  target?: AdTarget;
  /** The ad's bids (a keyword or website is bid once per ad). */
  existing: readonly AdTarget[];
  /** Prefills the max bid (the "use advice" action). */
  initialMax?: string;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const unit = useBidUnit(ad);
  const create = useCreateTargetMutation();
  const update = useUpdateTargetMutation();
  const [picked, setPicked] = useState<PlannerTarget | null>(null);
  const editing = Boolean(target);

  const { control, handleSubmit, setError, setValue, formState, reset } = useForm<
    TargetFormValues,
    unknown,
    CreateTargetOutput | UpdateTargetOutput
  >({
    resolver: editing ? updateTargetResolver : createTargetResolver,
    defaultValues: {
      target_type: target?.target_type ?? 'keyword',
      target_id: target?.target_id ?? '',
      min_bid: target ? shortBid(target.min_bid) : '',
      max_bid: initialMax ?? (target ? shortBid(target.max_bid) : ''),
      enabled: target?.enabled ?? true,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const targetType = useWatch({ control, name: 'target_type' });
  const enabled = useWatch({ control, name: 'enabled' });
  const maxBid = useWatch({ control, name: 'max_bid' });
  const taken = new Set(existing.map((item) => `${item.target_type}:${item.target_id}`));
  const defaultMin = target?.default_min ?? picked?.default_min ?? null;
  const advice = target?.advice_price ?? picked?.advice_price ?? null;

  const submit = handleSubmit(async (values) => {
    if (defaultMin && (bidTenths(values.min_bid) ?? 0) < (bidTenths(defaultMin) ?? 0)) {
      setError(
        'min_bid',
        {
          type: 'min',
          message: `bid.errors.${ad.type === 'click' ? 'minCpcBelowDefault' : 'minCpmBelowDefault'}|min=${shortBid(defaultMin)}`,
        },
        { shouldFocus: true },
      );
      return;
    }
    if (target || !('target_id' in values)) {
      if (target) await update.mutateAsync({ adId: ad.id, targetId: target.id, body: values });
      onClose({ kind: 'success', title: t('bid.updated') });
    } else {
      await create.mutateAsync({ adId: ad.id, body: values });
      onClose({ kind: 'success', title: t('bid.created') });
    }
  });

  /** The API's refusals (not approved, offline, duplicate, balance) in the web's words when it has them. */
  const describeError = (error: unknown) =>
    error instanceof HttpError && error.code && i18n.exists(`errors.${error.code}`)
      ? t(`errors.${error.code}` as never)
      : editing
        ? `${t('bid.updateFailed')} ${errorMessage(error)}`
        : errorMessage(error);

  const pick = (option: PlannerTarget | null) => {
    setPicked(option);
    if (!option) {
      setValue('target_id', '');
      return;
    }
    const suggested = suggestedBids(option.default_min, option.advice_price);
    setValue('target_id', option.id, { shouldValidate: formState.isSubmitted });
    setValue('min_bid', suggested.min, { shouldValidate: formState.isSubmitted });
    setValue('max_bid', suggested.max, { shouldValidate: formState.isSubmitted });
  };

  return (
    <FormDialog
      title={editing ? t('bid.editTitle', { name: target?.target_name }) : t('bid.addTitle')}
      fullScreenBelow="sm"
      testId="target-dialog"
      onClose={() => onClose()}
      onSubmit={submit}
      fields={TARGET_FIELDS}
      setError={setError}
      describeError={describeError}
      errorTestId="target-error"
      submitLabel={editing ? t('bid.save') : t('bid.add')}
      submitTestId="target-save"
    >
      {editing ? null : (
        <TargetPicker
          ad={ad}
          control={control}
          targetType={targetType}
          picked={picked}
          taken={taken}
          onTypeChange={(next) => {
            reset({ target_type: next, target_id: '', min_bid: '', max_bid: '', enabled });
            setPicked(null);
          }}
          onPick={pick}
        />
      )}
      {defaultMin && advice ? (
        <Box
          data-testid="target-facts"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            gap: 1.5,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Fact label={t('bid.defaultMin', { unit })} value={`${formatMoney(defaultMin)} USDT`} />
          <Fact label={t('bid.advicePrice')} value={`${formatMoney(advice)} USDT`} />
          {picked ? (
            <Fact
              label={t('bid.highestBid')}
              value={picked.highest_bid ? `${formatMoney(picked.highest_bid)} USDT` : '—'}
            />
          ) : null}
        </Box>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="min_bid"
            label={t('bid.minLabel', { unit })}
            testId="target-min"
            inputMode="decimal"
            endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
            helperText={defaultMin ? t('bid.minHint', { min: shortBid(defaultMin) }) : t('bid.decimalsHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="max_bid"
            label={t('bid.maxLabel', { unit })}
            testId="target-max"
            inputMode="decimal"
            endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
            helperText={t(`bid.maxHint.${ad.type}`)}
          />
        </Grid>
      </Grid>
      {advice ? (
        <Box>
          <Button
            size="small"
            onClick={() => setValue('max_bid', shortBid(advice), { shouldValidate: formState.isSubmitted })}
            data-testid="target-use-advice"
          >
            {t('bid.useAdviceValue', { price: shortBid(advice) })}
          </Button>
        </Box>
      ) : null}
      <BidBalance type={ad.type} maxBid={maxBid} />
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) => setValue('enabled', event.target.checked, { shouldDirty: true })}
            slotProps={{ input: { 'data-testid': 'target-enabled-input' } as never }}
          />
        }
        label={enabled ? t('bid.on') : t('bid.off')}
      />
    </FormDialog>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}
