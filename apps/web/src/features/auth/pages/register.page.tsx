import {
  PASSWORD_MIN_LENGTH,
  type RegisterAccepted,
  type RegisterBody,
  ZRegisterBody,
} from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { FormPasswordField, FormTextField } from '../../../components/FormTextField.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { errorMessage, showError } from '../../../lib/alerts.ts';
import { setServerFieldErrors } from '../../../lib/form-submit-error.ts';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useRegisterMutation } from '../api/register.ts';
import { RegistrationSent } from '../components/RegistrationSent.tsx';

type RegisterOutput = z.output<typeof ZRegisterBody>;
const FIELDS = ['advertiser_name', 'full_name', 'email', 'password', 'confirm_password'] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const mutation = useRegisterMutation();
  const [sent, setSent] = useState<RegisterAccepted | null>(null);
  useDocumentTitle(t('auth.register.submit'));

  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<
    RegisterBody,
    unknown,
    RegisterOutput
  >({
    resolver: zodResolver(ZRegisterBody),
    defaultValues: { advertiser_name: '', full_name: '', email: '', password: '', confirm_password: '' },
    // Validate on submit, then live: no error flashes when the user only moves on to a link.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent(await mutation.mutateAsync(values));
    } catch (error) {
      if (error instanceof HttpError) {
        if (setServerFieldErrors(error, FIELDS, setError)) return;
        if (error.code === 'RATE_LIMITED') {
          void showError(errorMessage(error));
          return;
        }
      }
      void showError(t('errors.unableToRegister'));
    }
  });

  if (sent) {
    return (
      <RegistrationSent
        sent={sent}
        onOtherEmail={() => {
          // Back to the form with the names kept; the email and passwords are typed again.
          reset({ ...getValues(), email: '', password: '', confirm_password: '' });
          setSent(null);
        }}
      />
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} maxWidth={520}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <FormTextField
          control={control}
          name="advertiser_name"
          label={t('auth.register.advertiserName')}
          hint={t('auth.register.advertiserNameHint')}
          autoComplete="organization"
          autoFocus
        />
        <FormTextField
          control={control}
          name="full_name"
          label={t('auth.register.fullName')}
          autoComplete="name"
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('auth.register.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="email"
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('auth.register.password')}
          hint={t('auth.register.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={control}
          name="confirm_password"
          label={t('auth.register.confirmPassword')}
          autoComplete="new-password"
        />
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          pending={formState.isSubmitting}
        >
          {t('auth.register.submit')}
        </PendingButton>
        <Typography variant="body1" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to={href('login')} sx={{ fontWeight: 500 }}>
            {t('auth.register.signIn')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
