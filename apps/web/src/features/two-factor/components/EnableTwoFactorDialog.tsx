import { ZTwoFactorEnableBody } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { dialogFormError } from '../../../lib/form-submit-error.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { useEnableTwoFactorMutation } from '../api/enable-two-factor.ts';
import { useSetupTwoFactorMutation } from '../api/set-up-two-factor.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';

type WizardStep = 0 | 1 | 2;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning on two-step verification (spec: step 1 scan the QR code, step 2 enter the 6-digit code and
 * verify), then the recovery codes, shown once.
 */
export function EnableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const setup = useSetupTwoFactorMutation();
  const enable = useEnableTwoFactorMutation();
  const [step, setStep] = useState<WizardStep>(0);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<{ code: string }>({
    resolver: contractResolver(ZTwoFactorEnableBody),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const { mutate: startSetup, reset: resetSetup } = setup;
  useEffect(() => {
    if (!open) return;
    setStep(0);
    setCodes(null);
    setSaved(false);
    setFormError(null);
    reset({ code: '' });
    resetSetup();
    startSetup();
  }, [open, startSetup, resetSetup, reset]);

  const onVerify = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await enable.mutateAsync(values);
      setCodes(result.recovery_codes);
      setStep(2);
    } catch (error) {
      setFormError(dialogFormError(error, ['code'] as const, setError));
    }
  });

  const announce = useRef(false);
  const finish = () => {
    announce.current = true;
    onClose();
  };
  const closable = step !== 2;
  const steps = [t('twoFactor.settings.step1'), t('twoFactor.settings.step2'), t('twoFactor.settings.step3')];

  return (
    <DialogFrame
      open={open}
      title={t('twoFactor.settings.dialogTitle')}
      testId="enable-two-factor-dialog"
      // Once the codes are shown the dialog closes only through "Done": they are never shown again.
      persistent={!closable}
      hideCloseButton={!closable}
      busy={enable.isPending}
      onClose={onClose}
      // The alert waits for the dialog to be gone: both hide the page from assistive technology.
      onExited={() => {
        if (!announce.current) return;
        announce.current = false;
        void showSuccess(t('twoFactor.settings.enabled'));
      }}
      actions={
        <>
          {step === 0 ? (
            <>
              <Button onClick={onClose} color="secondary" variant="outlined">
                {t('dialog.cancel')}
              </Button>
              <Button
                variant="contained"
                disabled={!setup.data}
                onClick={() => setStep(1)}
                data-testid="two-factor-next"
              >
                {t('twoFactor.settings.next')}
              </Button>
            </>
          ) : null}
          {step === 1 ? (
            <>
              <Button onClick={() => setStep(0)} color="secondary" variant="outlined">
                {t('twoFactor.settings.back')}
              </Button>
              <PendingButton
                type="submit"
                form={formId}
                variant="contained"
                pending={enable.isPending}
                data-testid="two-factor-verify"
              >
                {t('twoFactor.settings.verify')}
              </PendingButton>
            </>
          ) : null}
          {step === 2 ? (
            <Button variant="contained" disabled={!saved} onClick={finish} data-testid="two-factor-done">
              {t('twoFactor.settings.done')}
            </Button>
          ) : null}
        </>
      }
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary', alignSelf: 'stretch' }}>
            {t('twoFactor.settings.step1Text')}
          </Typography>
          {setup.isError ? (
            <RetryAlert onRetry={() => startSetup()} sx={{ alignSelf: 'stretch' }}>
              {errorMessage(setup.error)}
            </RetryAlert>
          ) : null}
          {setup.isPending ? <CircularProgress sx={{ my: 8 }} aria-label={t('common.loading')} /> : null}
          {setup.data ? (
            <>
              <Box
                component="img"
                src={setup.data.qr_code}
                alt={t('twoFactor.settings.qrAlt')}
                data-testid="two-factor-qr"
                sx={{
                  width: 200,
                  height: 200,
                  bgcolor: '#fff',
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Box sx={{ alignSelf: 'stretch' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {t('twoFactor.settings.secretLabel')}
                </Typography>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    flexWrap: 'wrap',
                    gap: 1,
                    p: 1.5,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                >
                  <Typography
                    component="code"
                    data-testid="two-factor-secret"
                    data-secret={setup.data.secret}
                    sx={{
                      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                      fontSize: '0.95rem',
                      letterSpacing: '0.04em',
                      wordBreak: 'break-all',
                    }}
                  >
                    {grouped(setup.data.secret)}
                  </Typography>
                  <CopyButton text={setup.data.secret} label={t('twoFactor.settings.copySecret')} />
                </Box>
              </Box>
            </>
          ) : null}
        </Box>
      ) : null}

      {step === 1 ? (
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={onVerify}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography sx={{ color: 'text.secondary' }}>{t('twoFactor.settings.step2Text')}</Typography>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="code"
            label={t('twoFactor.steps.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            autoFocus
          />
        </Box>
      ) : null}

      {step === 2 && codes ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="warning">{t('twoFactor.settings.recoveryText')}</Alert>
          <RecoveryCodesList codes={codes} />
          <FormControlLabel
            control={
              <Checkbox
                checked={saved}
                onChange={(event) => setSaved(event.target.checked)}
                data-testid="recovery-codes-saved"
              />
            }
            label={t('twoFactor.settings.saved')}
          />
        </Box>
      ) : null}
    </DialogFrame>
  );
}
