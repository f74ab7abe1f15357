import { ZTotpCode, ZTotpOrRecoveryCode } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { AuthForm } from '../../../components/AuthForm.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { pageFormError } from '../../../lib/form-submit-error.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { HttpError } from '../../../lib/http.ts';
import { tm } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useVerifyTwoFactorMutation } from '../api/verify-two-factor.ts';
import { completeSignIn, twoFactorChallenge } from '../sign-in.ts';

type Mode = 'app' | 'recovery';
const SCHEMAS = {
  app: z.strictObject({ code: ZTotpCode }),
  recovery: z.strictObject({ code: ZTotpOrRecoveryCode }),
};
type CodeForm = { code: string };
/** Errors shown in the form rather than in a dialog. */
const INLINE_CODES = new Set(['RATE_LIMITED', 'INVALID_CREDENTIALS', 'ACCOUNT_INACTIVE']);

/** The second step of a sign-in with two-step verification on (spec §2: /two-steps, unauthenticated only). */
export default function TwoStepsPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('app');
  const [challenge, setChallenge] = useState(() => twoFactorChallenge.load());
  useDocumentTitle(t('twoFactor.steps.title'));

  const expired = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Alert severity="warning" role="alert" data-testid="two-steps-expired">
        {t('twoFactor.steps.expired')}
      </Alert>
      <Button component={RouterLink} to={href('login')} variant="contained" size="large" fullWidth>
        {t('common.backToLogin')}
      </Button>
    </Box>
  );

  return (
    <AuthCard
      title={t('twoFactor.steps.title')}
      subtitle={
        challenge
          ? mode === 'app'
            ? t('twoFactor.steps.subtitle')
            : t('twoFactor.steps.recoverySubtitle')
          : null
      }
    >
      {challenge ? (
        <CodeForm
          key={mode}
          mode={mode}
          challenge={challenge}
          onExpired={() => {
            twoFactorChallenge.clear();
            setChallenge(null);
          }}
          onSwitch={() => setMode(mode === 'app' ? 'recovery' : 'app')}
        />
      ) : (
        expired
      )}
    </AuthCard>
  );
}

function CodeForm({
  mode,
  challenge,
  onExpired,
  onSwitch,
}: {
  mode: Mode;
  challenge: string;
  onExpired: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mutation = useVerifyTwoFactorMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CodeForm>({
    resolver: contractResolver(SCHEMAS[mode]),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const grant = await mutation.mutateAsync({ challenge, code: values.code });
      twoFactorChallenge.clear();
      await completeSignIn(grant, navigate, params.get('redirect'));
    } catch (error) {
      if (error instanceof HttpError && error.fields.some((field) => field.path.endsWith('challenge'))) {
        onExpired();
        return;
      }
      setFormError(pageFormError(error, ['code'] as const, setError, INLINE_CODES));
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={formError ? tm(formError) : null}
      errorTestId="two-steps-error"
      pending={formState.isSubmitting}
      submitLabel={t('twoFactor.steps.verify')}
      submitTestId="two-steps-submit"
      footer={
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Link
            component="button"
            type="button"
            onClick={onSwitch}
            sx={{ fontWeight: 500 }}
            data-testid="two-steps-switch"
          >
            {mode === 'app' ? t('twoFactor.steps.useRecovery') : t('twoFactor.steps.useApp')}
          </Link>
          <Link component={RouterLink} to={href('login')} sx={{ color: 'text.secondary' }}>
            {t('common.backToLogin')}
          </Link>
        </Box>
      }
    >
      {mode === 'app' ? (
        <FormTextField
          control={control}
          name="code"
          label={t('twoFactor.steps.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
        />
      ) : (
        <FormTextField
          control={control}
          name="code"
          label={t('twoFactor.steps.recoveryCode')}
          autoComplete="off"
          placeholder="xxxx-xxxx"
          autoFocus
        />
      )}
    </AuthForm>
  );
}
