import {
  PASSWORD_MIN_LENGTH,
  type RegisterAccepted,
  type RegisterBody,
  ZRegisterBody,
} from '@adportal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { AuthForm } from '../../../components/AuthForm.tsx';
import { FormPasswordField, FormTextField } from '../../../components/FormTextField.tsx';
import { errorMessage, showError } from '../../../lib/alerts.ts';
import { setServerFieldErrors } from '../../../lib/form-submit-error.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useRegisterMutation } from '../api/register.ts';
import { AuthSwitchLink } from '../components/AuthSwitchLink.tsx';
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
    resolver: contractResolver(ZRegisterBody),
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
      <AuthForm
        onSubmit={onSubmit}
        pending={formState.isSubmitting}
        submitLabel={t('auth.register.submit')}
        footer={
          <AuthSwitchLink
            question={t('auth.register.haveAccount')}
            to={href('login')}
            label={t('auth.register.signIn')}
          />
        }
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
      </AuthForm>
    </AuthCard>
  );
}
