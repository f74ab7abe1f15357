import { type ForgotPasswordBody, RECOVERY_RESEND_SECONDS, ZForgotPasswordBody } from '@adportal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { AuthForm } from '../../../components/AuthForm.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { pageFormError } from '../../../lib/form-submit-error.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { BackToLogin } from '../components/BackToLogin.tsx';
import type { SentState } from './forgot-password-complete.page.tsx';

type ForgotOutput = z.output<typeof ZForgotPasswordBody>;
const FIELDS = ['email'] as const;
/** Answers shown above the fields rather than in an alert. */
const INLINE_CODES = new Set(['RATE_LIMITED']);

/** Forgot password: an email, 'send reset link', 'back to login'. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle(t('recovery.forgot.title'));

  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  const { control, handleSubmit, setError, formState } = useForm<ForgotPasswordBody, unknown, ForgotOutput>({
    resolver: contractResolver(ZForgotPasswordBody),
    defaultValues: { email: prefilled },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync(values);
      const state: SentState = {
        email: values.email,
        sentAt: Date.now(),
        resendAfter: answer.resend_after_seconds ?? RECOVERY_RESEND_SECONDS,
      };
      void showSuccess(t('recovery.alerts.resetEmailSent'), t('recovery.alerts.resetEmailSentText'));
      await navigate(href('forgot-password-complete'), { state });
    } catch (error) {
      setFormError(pageFormError(error, FIELDS, setError, INLINE_CODES));
    }
  });

  return (
    <AuthCard title={t('recovery.forgot.title')} subtitle={t('recovery.forgot.subtitle')}>
      <AuthForm
        onSubmit={onSubmit}
        error={formError}
        errorTestId="forgot-error"
        pending={formState.isSubmitting}
        submitLabel={t('recovery.forgot.submit')}
        footer={<BackToLogin />}
      >
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('recovery.forgot.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="email"
          autoFocus
        />
      </AuthForm>
    </AuthCard>
  );
}
