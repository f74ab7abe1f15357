import {
  type Advertisement,
  BUDGET_PERIODS,
  type BudgetPeriod,
  parseUsdt,
  ZBudgetBody,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SkeletonRows } from '../../../components/SkeletonRows.tsx';
import { showError, showSuccess } from '../../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { todayIso, useAdFormat } from '../ad-format.ts';
import { useBudgetLogs, useSaveBudget } from '../api/advertisements.ts';

interface BudgetFormValues {
  amount: string;
  period: BudgetPeriod;
  start_date: string;
  /** Empty: no end. */
  end_date: string;
}
const FIELDS = ['amount', 'period', 'start_date', 'end_date'] as const;

/** Validated with the API's ZBudgetBody; an empty end date means none (null). */
const schemaResolver = zodResolver(ZBudgetBody) as unknown as Resolver<BudgetFormValues>;
const resolver: Resolver<BudgetFormValues> = (values, context, options) =>
  schemaResolver(
    { ...values, end_date: values.end_date || null } as unknown as BudgetFormValues,
    context,
    options as never,
  );

/** Spent as a share of the amount (0–100), through micro-USDT rather than floats. */
function spentShare(spent: string, amount: string): number {
  const total = parseUsdt(amount) ?? 0n;
  if (total <= 0n) return 0;
  const used = parseUsdt(spent) ?? 0n;
  return Math.min(100, Number((used * 10_000n) / total) / 100);
}

/**
 * The ad's budget: what is spent against it (today for a daily budget, since the start for a lifetime one),
 * the form (amount in USDT, per day or lifetime, start and optional end date) and the history of changes.
 */
export function AdBudgetTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const format = useAdFormat();
  const save = useSaveBudget();
  const logs = useBudgetLogs(ad.id);
  const canUpdate = ability.can('update', 'Advertisement') && ad.status !== 'deleted';
  const budget = ad.budget;
  const defaultValues = useMemo<BudgetFormValues>(
    () => ({
      amount: budget ? formatMoney(budget.amount).replace(/,/g, '') : '',
      period: budget?.period ?? 'daily',
      start_date: budget?.start_date ?? todayIso(),
      end_date: budget?.end_date ?? '',
    }),
    [budget],
  );
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<BudgetFormValues>({
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
      await save.mutateAsync({
        id: ad.id,
        body: values as unknown as Parameters<typeof save.mutateAsync>[0]['body'],
      });
      reset(getValues());
      void showSuccess(t('budget.saved'));
    } catch (error) {
      if (error instanceof HttpError) {
        const { matched } = mapServerFieldErrors(error.fields, FIELDS, (key) => i18n.exists(key));
        for (const [index, { name, message }] of matched.entries()) {
          setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
        }
        if (matched.length || error.handled) return;
        void showError(
          error.serverMessage
            ? t('budget.submitFailedWith', { reason: error.serverMessage })
            : t('budget.submitFailed'),
        );
        return;
      }
      void showError(t('budget.submitFailed'));
    }
  });

  const share = budget ? spentShare(budget.spent, budget.amount) : 0;
  const tone = share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary';

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card component="section" aria-labelledby="budget-current-title" sx={{ height: '100%' }}>
          <CardHeader
            title={t('budget.current')}
            slotProps={{ title: { component: 'h2', variant: 'h6', id: 'budget-current-title' } }}
          />
          <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {budget ? (
              <>
                <Box>
                  <Typography
                    variant="h4"
                    component="p"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                    data-testid="budget-amount"
                  >
                    {formatMoney(budget.amount)}{' '}
                    <Typography component="span" sx={{ color: 'text.secondary' }}>
                      USDT
                    </Typography>
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {t(`budget.periods.${budget.period}`)}
                  </Typography>
                </Box>
                <Box>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75, gap: 1 }}>
                    <Typography variant="body2">
                      {t(budget.period === 'daily' ? 'budget.spentToday' : 'budget.spentLifetime', {
                        spent: formatMoney(budget.spent),
                        amount: formatMoney(budget.amount),
                      })}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {Math.round(share)}%
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={share}
                    color={tone}
                    sx={{ height: 10, borderRadius: 5 }}
                    aria-label={t('budget.spentLabel')}
                    data-testid="budget-progress"
                  />
                </Box>
                <Box
                  sx={(theme) => ({
                    display: 'grid',
                    gridTemplateColumns: '1fr 1fr',
                    gap: 1.5,
                    p: 1.5,
                    borderRadius: 2,
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05),
                  })}
                >
                  <Box>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {t('budget.startDate')}
                    </Typography>
                    <Typography sx={{ fontWeight: 500 }}>{format.date(budget.start_date)}</Typography>
                  </Box>
                  <Box>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {t('budget.endDate')}
                    </Typography>
                    <Typography sx={{ fontWeight: 500 }}>
                      {budget.end_date ? format.date(budget.end_date) : t('budget.noEnd')}
                    </Typography>
                  </Box>
                </Box>
                {ad.not_serving.some((reason) => reason.startsWith('budget_')) ? (
                  <Alert severity="warning">
                    {ad.not_serving
                      .filter((reason) => reason.startsWith('budget_'))
                      .map((reason) => t(`ad.why.help.${reason}`))
                      .join(' ')}
                  </Alert>
                ) : null}
              </>
            ) : (
              <Alert severity="info" data-testid="budget-none">
                {t('budget.none')}
              </Alert>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
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
                        <Box
                          key={option}
                          sx={(theme) => ({
                            border: 1,
                            borderRadius: 2,
                            px: 1.5,
                            py: 1,
                            borderColor: field.value === option ? 'primary.main' : 'divider',
                            bgcolor:
                              field.value === option
                                ? alpha(theme.palette.primary.main, 0.06)
                                : 'transparent',
                          })}
                        >
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
                                <Typography sx={{ fontWeight: 500 }}>
                                  {t(`budget.periods.${option}`)}
                                </Typography>
                                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                                  {t(`budget.periodHints.${option}`)}
                                </Typography>
                              </Box>
                            }
                          />
                        </Box>
                      ))}
                    </RadioGroup>
                  </Box>
                )}
              />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name="start_date"
                    type="date"
                    label={t('budget.startDate')}
                    testId="budget-start"
                    disabled={!canUpdate}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name="end_date"
                    type="date"
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
                  <Button
                    type="submit"
                    variant="contained"
                    data-testid="budget-save"
                    disabled={formState.isSubmitting}
                    startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
                  >
                    {t('budget.save')}
                  </Button>
                </Box>
              ) : null}
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Card component="section" aria-labelledby="budget-logs-title">
          <CardHeader
            title={t('budget.history')}
            subheader={t('budget.historyHint')}
            slotProps={{ title: { component: 'h2', variant: 'h6', id: 'budget-logs-title' } }}
          />
          {logs.isError ? (
            <RetryAlert onRetry={() => logs.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
              {t('budget.fetchFailed')}
            </RetryAlert>
          ) : null}
          <TableContainer>
            <Table sx={{ minWidth: 720 }} aria-labelledby="budget-logs-title">
              <TableHead>
                <TableRow>
                  <TableCell align="right">{t('budget.amount')}</TableCell>
                  <TableCell>{t('budget.period')}</TableCell>
                  <TableCell>{t('budget.startDate')}</TableCell>
                  <TableCell>{t('budget.endDate')}</TableCell>
                  <TableCell>{t('budget.by')}</TableCell>
                  <TableCell>{t('budget.recordedAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.isPending ? <SkeletonRows columns={6} /> : null}
                {(logs.data?.data ?? []).map((log) => (
                  <TableRow key={log.id} hover data-testid="budget-log-row">
                    <TableCell
                      align="right"
                      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    >
                      {format.usdt(log.amount)}
                    </TableCell>
                    <TableCell>{t(`budget.periods.${log.period}`)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(log.start_date)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {log.end_date ? format.date(log.end_date) : t('budget.noEnd')}
                    </TableCell>
                    <TableCell>{log.by}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(log.created_at)}</TableCell>
                  </TableRow>
                ))}
                {logs.isSuccess && logs.data.data.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                      {t('budget.historyEmpty')}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      </Grid>
    </Grid>
  );
}
