import {
  type AdTarget,
  type Advertisement,
  type PlannerTarget,
  TARGET_TYPES,
  type TargetType,
  ZCreateTargetBody,
  ZUpdateTargetBody,
} from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http.ts';
import i18n, { tm } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { bidTenths, shortBid, suggestedBids } from '../ad-format.ts';
import { useCreateTarget, usePlannerTargets, useUpdateTarget } from '../api/advertisements.ts';

interface TargetFormValues {
  target_type: TargetType;
  target_id: string;
  min_bid: string;
  max_bid: string;
  enabled: boolean;
}
const FIELDS = ['target_type', 'target_id', 'min_bid', 'max_bid', 'enabled'] as const;

const createResolver = zodResolver(ZCreateTargetBody) as unknown as Resolver<TargetFormValues>;
const updateSchemaResolver = zodResolver(ZUpdateTargetBody) as unknown as Resolver<
  Omit<TargetFormValues, 'target_type' | 'target_id'>
>;
const updateResolver: Resolver<TargetFormValues> = (values, context, options) => {
  const { target_type: _type, target_id: _id, ...body } = values;
  return updateSchemaResolver(body, context, options as never) as never;
};

/** The search typed in the target picker, once typing pauses. */
function useDebounced(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The bid unit of an ad: CPC for click ads, CPM (per thousand impressions) for impression ads. */
export function useBidUnit(ad: Pick<Advertisement, 'type'>) {
  const { t } = useTranslation();
  return t(`bid.units.${ad.type}`);
}

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const unit = useBidUnit(ad);
  const create = useCreateTarget();
  const update = useUpdateTarget();
  const [picked, setPicked] = useState<PlannerTarget | null>(null);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const editing = Boolean(target);

  const { control, handleSubmit, setError, setValue, formState, reset } = useForm<TargetFormValues>({
    resolver: editing ? updateResolver : createResolver,
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
  const search = useDebounced(input);
  const planner = usePlannerTargets({ targetType, type: ad.type, search: editing ? '' : search });
  const taken = new Set(existing.map((item) => `${item.target_type}:${item.target_id}`));
  const defaultMin = target?.default_min ?? picked?.default_min ?? null;
  const advice = target?.advice_price ?? picked?.advice_price ?? null;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
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
    try {
      if (target) {
        const { target_type: _type, target_id: _id, ...body } = values;
        await update.mutateAsync({ adId: ad.id, targetId: target.id, body });
        onClose({ kind: 'success', title: t('bid.updated') });
      } else {
        await create.mutateAsync({ adId: ad.id, body: values });
        onClose({ kind: 'success', title: t('bid.created') });
      }
    } catch (error) {
      if (error instanceof HttpError) {
        const { matched } = mapServerFieldErrors(error.fields, FIELDS, (key) => i18n.exists(key));
        for (const [index, { name, message }] of matched.entries()) {
          setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
        }
        if (matched.length) return;
        if (error.handled) return;
      }
      setProblem(
        error instanceof HttpError && error.code && i18n.exists(`errors.${error.code}`)
          ? t(`errors.${error.code}` as never)
          : editing
            ? `${t('bid.updateFailed')} ${errorMessage(error)}`
            : errorMessage(error),
      );
    }
  });

  const pick = (option: PlannerTarget | null) => {
    setPicked(option);
    setProblem(null);
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
    <Dialog
      open
      onClose={() => onClose()}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
      aria-labelledby="target-dialog-title"
      data-testid="target-dialog"
    >
      <DialogTitle id="target-dialog-title" sx={{ pr: 6 }}>
        {editing ? t('bid.editTitle', { name: target?.target_name }) : t('bid.addTitle')}
        <IconButton
          aria-label={t('dialog.close')}
          onClick={() => onClose()}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon sx={{ fontSize: 20 }} />
        </IconButton>
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
          {problem ? (
            <Alert severity="error" data-testid="target-error" onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          ) : null}
          {editing ? null : (
            <>
              <Box>
                <Typography id="target-type-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
                  {t('bid.targetType')}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  color="primary"
                  size="small"
                  value={targetType}
                  aria-labelledby="target-type-label"
                  onChange={(_event, next: TargetType | null) => {
                    if (!next) return;
                    reset({ target_type: next, target_id: '', min_bid: '', max_bid: '', enabled });
                    setPicked(null);
                    setInput('');
                  }}
                >
                  {TARGET_TYPES.map((type) => (
                    <ToggleButton
                      key={type}
                      value={type}
                      data-testid={`target-type-${type}`}
                      sx={{ px: 2.5 }}
                    >
                      {t(`bid.targetTypes.${type}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              <Controller
                control={control}
                name="target_id"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    options={planner.data?.data ?? []}
                    value={picked}
                    inputValue={input}
                    onInputChange={(_event, value) => setInput(value)}
                    onChange={(_event, option) => pick(option)}
                    filterOptions={(options) => options}
                    getOptionLabel={(option) => option.name}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    getOptionDisabled={(option) => taken.has(`${option.target_type}:${option.id}`)}
                    loading={planner.isFetching}
                    noOptionsText={search ? t('bid.noMatches') : t('bid.noTargets')}
                    loadingText={t('common.loading')}
                    renderOption={(props, option) => {
                      const { key, ...rest } = props as typeof props & { key: string };
                      const already = taken.has(`${option.target_type}:${option.id}`);
                      return (
                        <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
                          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                              {option.name}
                            </Typography>
                            <Typography
                              variant="body2"
                              sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
                            >
                              {already
                                ? t('bid.alreadyBid')
                                : t('bid.optionAdvice', { price: formatMoney(option.advice_price) })}
                            </Typography>
                          </Box>
                          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                            {t('bid.optionFacts', {
                              min: formatMoney(option.default_min),
                              count: option.competitors,
                            })}
                          </Typography>
                        </Box>
                      );
                    }}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t(`bid.pick.${targetType}`)}
                        inputRef={field.ref}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error ? tm(fieldState.error.message) : t('bid.pickHint')}
                        slotProps={{
                          ...params.slotProps,
                          htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'target-search' },
                          input: {
                            ...params.slotProps.input,
                            endAdornment: (
                              <>
                                {planner.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                                {params.slotProps.input.endAdornment}
                              </>
                            ),
                          },
                        }}
                      />
                    )}
                  />
                )}
              />
            </>
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
                helperText={
                  defaultMin ? t('bid.minHint', { min: shortBid(defaultMin) }) : t('bid.decimalsHint')
                }
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
                onClick={() =>
                  setValue('max_bid', shortBid(advice), { shouldValidate: formState.isSubmitted })
                }
                data-testid="target-use-advice"
              >
                {t('bid.useAdviceValue', { price: shortBid(advice) })}
              </Button>
            </Box>
          ) : null}
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
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('bid.balanceNote')}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => onClose()} color="secondary" variant="outlined">
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            data-testid="target-save"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {editing ? t('bid.save') : t('bid.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
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
