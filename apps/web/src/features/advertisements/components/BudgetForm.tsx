import { type Advertisement, BUDGET_PERIODS, type BudgetPeriod, ZBudgetBody } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../components/ChoiceCard.tsx';
import { FormDateField } from '../../../components/FormDateField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { showError, showSuccess } from '../../../lib/alerts.ts';
import { dialogFormError } from '../../../lib/form-submit-error.ts';
import { formatMoney, platformToday } from '../../../lib/format.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { HttpError } from '../../../lib/http.ts';
import { useSaveBudgetMutation } from '../api/save-budget.ts';

interface BudgetFormValues {
  amount: string;
  period: BudgetPeriod;
  start_date: string;
  /** Empty: no end. */
  end_date: string;
}
const FIELDS = ['amount', 'period', 'start_date', 'end_date'] as const;

/** Validated with the API's ZBudgetBody; an empty end date means none (null). */
const resolver = contractResolver(ZBudgetBody, (values: BudgetFormValues) => ({
  ...values,
  end_date: values.end_date || null,
}));

/** Setting or changing the ad's budget: amount in USDT, per day or lifetime, start and optional end date. */
export function BudgetForm({ ad, canUpdate }: { ad: Advertisement; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useSaveBudgetMutation();
  const budget = ad.budget;
  const defaultValues = useMemo<BudgetFormValues>(
    () => ({
      amount: budget ? formatMoney(budget.amount).replace(/,/g, '') : '',
      period: budget?.period ?? 'daily',
      start_date: budget?.start_date ?? platformToday(),
      end_date: budget?.end_date ?? '',
    }),
    [budget],
  );
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm({
    resolver,
    values: defaultValues,
    // A refetch of the ad while typing keeps what was typed.
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const period = useWatch({ control, name: 'period' });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: ad.id, body: values });
      reset(getValues());
      void showSuccess(t('budget.saved'));
    } catch (error) {
      // The API's field errors on their fields; any other refusal in an alert, in the budget's words.
      const message = dialogFormError(error, FIELDS, setError, (failure) =>
        failure instanceof HttpError && failure.serverMessage
          ? t('budget.submitFailedWith', { reason: failure.serverMessage })
          : t('budget.submitFailed'),
      );
      if (message) void showError(message);
    }
  });

  return (
    <Card component="section" aria-labelledby="budget-form-title">
      <CardHeader
        title={budget ? t('budget.change') : t('budget.set')}
        subheader={t('budget.formHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'budget-form-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          <FormTextField
            control={control}
            name="amount"
            label={t('budget.amount')}
            testId="budget-amount-input"
            inputMode="decimal"
            endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
            disabled={!canUpdate}
            helperText={t('budget.amountHint')}
          />
          <Controller
            control={control}
            name="period"
            render={({ field }) => (
              <Box>
                <Typography id="budget-period-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
                  {t('budget.period')}
                </Typography>
                <RadioGroup
                  aria-labelledby="budget-period-label"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
                >
                  {BUDGET_PERIODS.map((option) => (
                    <ChoiceCard key={option} selected={field.value === option} sx={{ px: 1.5, py: 1 }}>
                      <FormControlLabel
                        value={option}
                        disabled={!canUpdate}
                        control={
                          <Radio
                            slotProps={{ input: { 'data-testid': `budget-period-${option}` } as never }}
                          />
                        }
                        label={
                          <Box sx={{ py: 0.5 }}>
                            <Typography sx={{ fontWeight: 500 }}>{t(`budget.periods.${option}`)}</Typography>
                            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                              {t(`budget.periodHints.${option}`)}
                            </Typography>
                          </Box>
                        }
                      />
                    </ChoiceCard>
                  ))}
                </RadioGroup>
              </Box>
            )}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={control}
                name="start_date"
                required
                label={t('budget.startDate')}
                testId="budget-start"
                disabled={!canUpdate}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={control}
                name="end_date"
                label={t('budget.endDateOptional')}
                testId="budget-end"
                disabled={!canUpdate}
                helperText={period === 'lifetime' ? t('budget.endHintLifetime') : t('budget.endHint')}
              />
            </Grid>
          </Grid>
          {canUpdate ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                color="secondary"
                variant="outlined"
                onClick={() => reset(defaultValues)}
                disabled={!formState.isDirty || formState.isSubmitting}
              >
                {t('budget.reset')}
              </Button>
              <PendingButton
                type="submit"
                variant="contained"
                data-testid="budget-save"
                pending={formState.isSubmitting}
              >
                {t('budget.save')}
              </PendingButton>
            </Box>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
