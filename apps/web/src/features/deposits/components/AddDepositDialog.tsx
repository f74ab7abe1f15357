import {
  type CreateDepositBody,
  DEPOSIT_METHODS,
  type Deposit,
  type DepositMethod,
  ZCreateDepositBody,
} from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { tm } from '../../../lib/i18n.ts';
import { useCreateDeposit, useDepositSettings } from '../api/deposits.ts';

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
  const create = useCreateDeposit();
  const available: Record<DepositMethod, boolean> = {
    manual: Boolean(settings.data?.manual_address),
    crypto: Boolean(settings.data?.crypto_enabled),
  };
  const firstAvailable = DEPOSIT_METHODS.find((method) => available[method]) ?? 'crypto';
  const { control, handleSubmit, setError, formState } = useForm<CreateDepositBody, unknown, Output>({
    resolver: zodResolver(ZCreateDepositBody),
    values: { amount: '', method: firstAvailable, promotion_code: promotionCode },
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onClose(await create.mutateAsync(values));
    } catch (error) {
      showFormError(error, FIELDS, setError);
    }
  });

  return (
    <Dialog open onClose={() => onClose()} maxWidth="sm" fullWidth aria-labelledby="add-deposit-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="add-deposit-title">{t('deposit.dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
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
                    <Box
                      key={method}
                      sx={{
                        border: 1,
                        borderColor: field.value === method ? 'primary.main' : 'divider',
                        borderRadius: 2,
                        px: 1.5,
                        py: 0.5,
                        opacity: available[method] ? 1 : 0.6,
                      }}
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
                    </Box>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => onClose()} color="secondary" variant="outlined">
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {t('deposit.dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
