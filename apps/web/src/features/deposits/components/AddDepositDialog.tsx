import {
  type CreateDepositBody,
  DEPOSIT_METHODS,
  type Deposit,
  type DepositMethod,
  ZCreateDepositBody,
} from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceCard } from '../../../components/ChoiceCard.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import InfoOutlinedIcon from '../../../components/icons/InfoOutlined.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { tm } from '../../../lib/i18n.ts';
import { useCreateDepositMutation } from '../api/create-deposit.ts';
import { useDepositSettings } from '../api/get-deposit-settings.ts';

type Output = z.output<typeof ZCreateDepositBody>;
const FIELDS = ['amount', 'method', 'promotion_code'] as const;

/**
 * The add-deposit dialog: an amount (> 0, at most 2 decimals), manual transfer or the crypto provider, and
 * the spec's notes. Validated with the API's own schema; the API's field errors land on the fields.
 */
export function AddDepositDialog({
  onClose,
  promotionCode = '',
}: {
  onClose: (created?: Deposit) => void;
  /** A promotion's code to claim, from its page's "Use on a deposit". */
  promotionCode?: string;
}) {
  const { t } = useTranslation();
  const settings = useDepositSettings();
  const create = useCreateDepositMutation();
  const available: Record<DepositMethod, boolean> = {
    manual: Boolean(settings.data?.manual_address),
    crypto: Boolean(settings.data?.crypto_enabled),
  };
  const firstAvailable = DEPOSIT_METHODS.find((method) => available[method]) ?? 'crypto';
  const { control, handleSubmit, setError } = useForm<CreateDepositBody, unknown, Output>({
    resolver: contractResolver(ZCreateDepositBody),
    values: { amount: '', method: firstAvailable, promotion_code: promotionCode },
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    onClose(await create.mutateAsync(values));
  });

  return (
    <FormDialog
      title={t('deposit.dialog.title')}
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={t('deposit.dialog.submit')}
    >
      <FormTextField
        control={control}
        name="amount"
        label={t('deposit.dialog.amount')}
        inputMode="numeric"
        autoFocus
        endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
      />
      <Controller
        control={control}
        name="method"
        render={({ field, fieldState }) => (
          <Box role="group" aria-labelledby="deposit-method-label">
            <Typography id="deposit-method-label" variant="subtitle2" sx={{ mb: 1 }}>
              {t('deposit.dialog.method')}
            </Typography>
            <RadioGroup {...field} sx={{ gap: 1 }}>
              {DEPOSIT_METHODS.map((method) => (
                <ChoiceCard
                  key={method}
                  selected={field.value === method}
                  dimmed={!available[method]}
                  sx={{ px: 1.5, py: 0.5 }}
                >
                  <FormControlLabel
                    value={method}
                    disabled={!available[method]}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.75 }}>
                        <Typography sx={{ fontWeight: 500 }}>{t(`deposit.methods.${method}`)}</Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {available[method]
                            ? t(`deposit.methodHints.${method}`)
                            : t(`deposit.dialog.${method}Unavailable`)}
                        </Typography>
                      </Box>
                    }
                  />
                </ChoiceCard>
              ))}
            </RadioGroup>
            {fieldState.error?.message ? (
              <FormHelperText error>{tm(fieldState.error.message)}</FormHelperText>
            ) : null}
          </Box>
        )}
      />
      <FormTextField
        control={control}
        name="promotion_code"
        label={t('deposit.dialog.promotionCode')}
        hint={t('deposit.dialog.promotionHint')}
        maxLength={40}
      />
      {settings.data?.sandbox ? (
        <Alert severity="warning" data-testid="sandbox-note">
          {t('deposit.payment.sandbox')}
        </Alert>
      ) : null}
      <Alert severity="info" icon={<InfoOutlinedIcon />}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t('deposit.dialog.notesTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t('deposit.dialog.noteNetwork')}</li>
          <li>{t('deposit.dialog.noteExact')}</li>
          <li>{t('deposit.dialog.noteFees')}</li>
        </Box>
      </Alert>
    </FormDialog>
  );
}
