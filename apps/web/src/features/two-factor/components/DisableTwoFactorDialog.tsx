import { type TwoFactorDisableBody, ZTwoFactorDisableBody } from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormTextField } from '../../../components/FormTextField.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useDisableTwoFactorMutation } from '../api/disable-two-factor.ts';

const FIELDS = ['password', 'code'] as const;

/** Turning two-step verification off: the password and a current code (or a recovery code). */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const mutation = useDisableTwoFactorMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const announce = useRef(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<TwoFactorDisableBody>({
    resolver: zodResolver(ZTwoFactorDisableBody),
    defaultValues: { password: '', code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (open) {
      reset({ password: '', code: '' });
      setFormError(null);
    }
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
      announce.current = true;
      onClose();
    } catch (error) {
      if (error instanceof HttpError) {
        const { matched } = mapServerFieldErrors(error.fields, FIELDS, (key) => i18n.exists(key));
        matched.forEach(({ name, message }, index) => {
          setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
        });
        if (matched.length) return;
      }
      setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="disable-two-factor-dialog"
      slotProps={{
        transition: {
          // The alert waits for the dialog to be gone: both hide the page from assistive technology.
          onExited: () => {
            if (!announce.current) return;
            announce.current = false;
            void showSuccess(t('twoFactor.settings.disabled'));
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('twoFactor.settings.offTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 0.5 }}
        >
          <Typography sx={{ color: 'text.secondary' }}>{t('twoFactor.settings.offText')}</Typography>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <FormPasswordField
            control={control}
            name="password"
            label={t('twoFactor.settings.password')}
            autoComplete="current-password"
            autoFocus
          />
          <FormTextField
            control={control}
            name="code"
            label={t('twoFactor.settings.codeOrRecovery')}
            autoComplete="one-time-code"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('twoFactor.settings.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          color="error"
          disabled={formState.isSubmitting}
          startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
          data-testid="two-factor-turn-off-submit"
        >
          {t('twoFactor.settings.turnOff')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
