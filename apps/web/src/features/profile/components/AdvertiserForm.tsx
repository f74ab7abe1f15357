import type { Profile, UpdateAdvertiserBody, ZUpdateAdvertiserBody } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { useUpdateAdvertiserMutation } from '../api/update-advertiser.ts';
import { ProfileCard, ProfileCardForm } from './ProfileCard.tsx';

type Advertiser = NonNullable<Profile['advertiser']>;
const FIELDS = ['company_name', 'company_email', 'company_phone'] as const;

function ReadOnly({ advertiser }: { advertiser: Advertiser }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('profile.companyName'), advertiser.company_name],
    [t('profile.companyEmail'), advertiser.company_email],
    [t('profile.companyPhone'), advertiser.company_phone ?? t('common.notSet')],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant="body1">{value}</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('profile.advertiserReadOnly')}
      </Typography>
    </Box>
  );
}

/** Company name, email and phone: editable with update on Setting, shown otherwise. */
export function AdvertiserForm({ advertiser, editable }: { advertiser: Advertiser; editable: boolean }) {
  const { t } = useTranslation();
  const mutation = useUpdateAdvertiserMutation();
  const { control, handleSubmit, setError, formState } = useForm<
    UpdateAdvertiserBody,
    unknown,
    z.output<typeof ZUpdateAdvertiserBody>
  >({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/profile.ts').then((module) => module.ZUpdateAdvertiserBody),
    ),
    defaultValues: {
      company_name: advertiser.company_name,
      company_email: advertiser.company_email,
      company_phone: advertiser.company_phone ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      await showSuccess(t('profile.advertiserUpdated'));
    } catch (error) {
      showFormError(error, FIELDS, setError);
    }
  });

  return (
    <ProfileCard title={t('profile.advertiserTitle')} subtitle={t('profile.advertiserSubtitle')}>
      {editable ? (
        <ProfileCardForm
          onSubmit={onSubmit}
          submitting={formState.isSubmitting}
          submitLabel={t('profile.save')}
        >
          <FormTextField
            control={control}
            name="company_name"
            label={t('profile.companyName')}
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="company_email"
            type="email"
            label={t('profile.companyEmail')}
          />
          <FormTextField
            control={control}
            name="company_phone"
            type="tel"
            label={t('profile.companyPhone')}
            hint={t('profile.phoneHint')}
          />
        </ProfileCardForm>
      ) : (
        <ReadOnly advertiser={advertiser} />
      )}
    </ProfileCard>
  );
}
