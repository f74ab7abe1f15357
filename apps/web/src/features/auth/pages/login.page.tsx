import { isTwoFactorChallenge, type LoginBody, ZLoginBody } from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { AuthForm } from '../../../components/AuthForm.tsx';
import { FormPasswordField, FormTextField } from '../../../components/FormTextField.tsx';
import { pageFormError } from '../../../lib/form-submit-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useLoginMutation } from '../api/login.ts';
import { AuthSwitchLink } from '../components/AuthSwitchLink.tsx';
import { completeSignIn, twoFactorChallenge } from '../sign-in.ts';

type LoginOutput = z.output<typeof ZLoginBody>;
const FIELDS = ['email', 'password'] as const;
/** Errors shown in the form rather than in a dialog. */
const INLINE_CODES = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_INACTIVE', 'RATE_LIMITED', 'UNAUTHENTICATED']);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const mutation = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle(t('auth.login.submit'));

  const prefilledEmail = (location.state as { email?: string } | null)?.email ?? '';
  const { control, handleSubmit, setError, formState } = useForm<LoginBody, unknown, LoginOutput>({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { email: prefilledEmail, password: '', remember_me: false },
    // Validate on submit, then live: no error flashes when the user only moves on to a link.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(values);
      if (isTwoFactorChallenge(result)) {
        // The password was right; the session opens after the 6-digit code on /two-steps.
        twoFactorChallenge.save(result.challenge);
        const redirect = params.get('redirect');
        await navigate(redirect ? `/two-steps?${new URLSearchParams({ redirect })}` : '/two-steps');
        return;
      }
      await completeSignIn(result, navigate, params.get('redirect'));
    } catch (error) {
      setFormError(pageFormError(error, FIELDS, setError, INLINE_CODES));
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <AuthForm
        onSubmit={onSubmit}
        error={formError}
        errorTestId="login-error"
        pending={formState.isSubmitting}
        submitLabel={t('auth.login.submit')}
        footer={
          <AuthSwitchLink
            question={t('auth.login.noAccount')}
            to={href('register')}
            label={t('auth.login.createAccount')}
          />
        }
      >
        <FormTextField
          control={control}
          name="email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('auth.login.emailPlaceholder')}
          autoFocus={!prefilledEmail}
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          autoFocus={Boolean(prefilledEmail)}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 2,
            mt: -1,
          }}
        >
          <Controller
            control={control}
            name="remember_me"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label={t('auth.login.rememberMe')}
              />
            )}
          />
          <Link
            component={RouterLink}
            to={href('forgot-password')}
            sx={{ fontWeight: 500 }}
            data-testid="forgot-link"
          >
            {t('recovery.forgotLink')}
          </Link>
        </Box>
      </AuthForm>
    </AuthCard>
  );
}
