import {
  LANGUAGES,
  type Profile,
  type UpdateProfileBody,
  type ZUpdateProfileBody,
} from '@adportal/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { ProfileCard, ProfileCardForm } from './ProfileCard.tsx';

const FIELDS = ['name', 'phone', 'preferred_language'] as const;

/** Name, phone and the language the portal and its emails use. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfileMutation();
  const { control, handleSubmit, setError, formState } = useForm<
    UpdateProfileBody,
    unknown,
    z.output<typeof ZUpdateProfileBody>
  >({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/profile.ts').then((module) => module.ZUpdateProfileBody),
    ),
    defaultValues: {
      name: profile.user.name,
      phone: profile.user.phone ?? '',
      preferred_language: profile.user.preferred_language as UpdateProfileBody['preferred_language'],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await mutation.mutateAsync(values);
      void changeLanguage(updated.user.preferred_language as UpdateProfileBody['preferred_language']);
      await showSuccess(t('profile.profileUpdated'));
    } catch (error) {
      showFormError(error, FIELDS, setError);
    }
  });

  return (
    <ProfileCard title={t('profile.profileTitle')} subtitle={t('profile.profileSubtitle')}>
      <ProfileCardForm
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        submitLabel={t('profile.save')}
      >
        <FormTextField control={control} name="name" label={t('profile.name')} autoComplete="name" />
        <TextField
          label={t('profile.email')}
          value={profile.user.email}
          // Read-only rather than disabled: the address can be reached, read and copied, and the hint saying
          // why it cannot change keeps the text colour (a disabled field's hint read 2.3:1).
          slotProps={{ input: { readOnly: true } }}
          helperText={t('profile.emailFixed')}
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          autoComplete="tel"
        />
        <Controller
          control={control}
          name="preferred_language"
          render={({ field }) => (
            <TextField select label={t('profile.language')} {...field}>
              {LANGUAGES.map((language) => (
                <MenuItem key={language.i18nLang} value={language.i18nLang} lang={language.i18nLang}>
                  {language.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </ProfileCardForm>
    </ProfileCard>
  );
}
