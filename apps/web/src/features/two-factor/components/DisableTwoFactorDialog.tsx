import { type TwoFactorDisableBody, ZTwoFactorDisableBody } from '@adportal/contracts';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormPasswordField, FormTextField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { useDisableTwoFactorMutation } from '../api/disable-two-factor.ts';

const FIELDS = ['password', 'code'] as const;

/** Turning two-step verification off: the password and a current code (or a recovery code). */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDisableTwoFactorMutation();
  const announce = useRef(false);
  const { control, handleSubmit, setError, reset } = useForm<TwoFactorDisableBody>({
    resolver: contractResolver(ZTwoFactorDisableBody),
    defaultValues: { password: '', code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (open) reset({ password: '', code: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values);
    announce.current = true;
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={t('twoFactor.settings.offTitle')}
      maxWidth="xs"
      testId="disable-two-factor-dialog"
      onClose={onClose}
      // The alert waits for the dialog to be gone: both hide the page from assistive technology.
      onExited={() => {
        if (!announce.current) return;
        announce.current = false;
        void showSuccess(t('twoFactor.settings.disabled'));
      }}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={t('twoFactor.settings.turnOff')}
      submitColor="error"
      submitTestId="two-factor-turn-off-submit"
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('twoFactor.settings.offText')}</Typography>
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
    </FormDialog>
  );
}
