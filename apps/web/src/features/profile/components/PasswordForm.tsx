import { type ChangePasswordBody, PASSWORD_MIN_LENGTH, type ZChangePasswordBody } from '@adportal/contracts';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormPasswordField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { ProfileCard, ProfileCardForm } from './ProfileCard.tsx';

const FIELDS = ['current_password', 'password', 'confirm_password'] as const;
const EMPTY = { current_password: '', password: '', confirm_password: '' };

/** Changing the password needs the current one; every other session is signed out. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePasswordMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    ChangePasswordBody,
    unknown,
    z.output<typeof ZChangePasswordBody>
  >({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/profile.ts').then((module) => module.ZChangePasswordBody),
    ),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { revoked } = await mutation.mutateAsync(values);
      reset(EMPTY);
      await showSuccess(t('profile.passwordUpdated'), t('profile.otherSessionsEnded', { count: revoked }));
    } catch (error) {
      showFormError(error, FIELDS, setError);
    }
  });

  return (
    <ProfileCard title={t('profile.passwordTitle')} subtitle={t('profile.passwordSubtitle')}>
      <ProfileCardForm
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        submitLabel={t('profile.updatePassword')}
      >
        <FormPasswordField
          control={control}
          name="current_password"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('profile.newPassword')}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={control}
          name="confirm_password"
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.register.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        </Typography>
      </ProfileCardForm>
    </ProfileCard>
  );
}
