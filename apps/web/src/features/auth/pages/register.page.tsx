import { PASSWORD_MIN_LENGTH, type RegisterBody, ZRegisterBody } from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { FormPasswordField, FormTextField } from '../../../components/FormTextField.tsx';
import { showError, showSuccess } from '../../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRegisterMutation } from '../api/register.ts';

type RegisterOutput = z.output<typeof ZRegisterBody>;
const FIELDS = ['advertiser_name', 'full_name', 'email', 'password', 'confirm_password'] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useRegisterMutation();
  useDocumentTitle(t('auth.register.submit'));

  const { control, handleSubmit, setError, formState } = useForm<RegisterBody, unknown, RegisterOutput>({
    resolver: zodResolver(ZRegisterBody),
    defaultValues: { advertiser_name: '', full_name: '', email: '', password: '', confirm_password: '' },
    // Validate on submit, then live: no error flashes when the user only moves on to a link.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await mutation.mutateAsync(values);
      await showSuccess(t('alerts.registrationSuccessful'), t('alerts.registrationSuccessfulText'));
      await navigate('/login', { replace: true, state: { email: created.email } });
    } catch (error) {
      if (error instanceof HttpError) {
        const { matched } = mapServerFieldErrors(error.fields, FIELDS, (key) => i18n.exists(key));
        for (const { name, message } of matched)
          setError(name, { type: 'server', message }, { shouldFocus: true });
        if (matched.length) return;
        if (error.code === 'EMAIL_TAKEN') {
          setError('email', { type: 'server', message: 'errors.EMAIL_TAKEN' }, { shouldFocus: true });
          return;
        }
      }
      void showError(t('errors.unableToRegister'));
    }
  });

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
          helperText={t('auth.register.advertiserNameHint')}
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
          helperText={t('auth.register.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={control}
          name="confirm_password"
          label={t('auth.register.confirmPassword')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={formState.isSubmitting}
          startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {t('auth.register.submit')}
        </Button>
        <Typography variant="body1" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 500 }}>
            {t('auth.register.signIn')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
