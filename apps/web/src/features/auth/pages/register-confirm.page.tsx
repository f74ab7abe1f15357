import { REGISTRATION_LINK_HOURS } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { IconTitle } from '../../../components/IconTitle.tsx';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlineOutlined.tsx';
import LinkOffOutlinedIcon from '../../../components/icons/LinkOffOutlined.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { BackToLogin } from '../../recovery/index.ts';
import { useConfirmRegistrationMutation } from '../api/confirm-registration.ts';

/** /register/confirm/{token}: the emailed link. Opening it creates the account, once. */
export default function RegisterConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmRegistrationMutation();
  const started = useRef(false);
  useDocumentTitle(t('auth.registerConfirm.title'));

  useEffect(() => {
    // The token works once: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: () =>
        void showSuccess(t('alerts.registrationSuccessful'), t('alerts.registrationSuccessfulText')),
    });
  }, [confirm, token, t]);

  if (confirm.isSuccess) {
    return (
      <AuthCard
        title={
          <IconTitle icon={<CheckCircleOutlineIcon />} tone="success">
            {t('auth.registerConfirm.doneTitle')}
          </IconTitle>
        }
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid="registration-confirmed">
          <Typography sx={{ color: 'text.secondary' }}>
            {t('auth.registerConfirm.doneMessage', { email: confirm.data.email })}
          </Typography>
          <Button
            component={RouterLink}
            to={href('login')}
            state={{ email: confirm.data.email }}
            variant="contained"
            size="large"
            fullWidth
          >
            {t('auth.registerConfirm.login')}
          </Button>
        </Box>
      </AuthCard>
    );
  }

  if (confirm.isError) {
    const error = confirm.error instanceof HttpError ? confirm.error : null;
    const code = error?.code;
    if (error?.status === 409 || code === 'REGISTRATION_LINK_USED') {
      // The account exists (this link made it, or another link of the same email did): sign in.
      const used = code === 'REGISTRATION_LINK_USED';
      return (
        <AuthCard
          title={
            <IconTitle icon={<CheckCircleOutlineIcon />} tone="success">
              {t(used ? 'auth.registerConfirm.usedTitle' : 'auth.registerConfirm.takenTitle')}
            </IconTitle>
          }
        >
          <Box
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
            data-testid={used ? 'registration-link-used' : 'registration-taken'}
          >
            <Typography sx={{ color: 'text.secondary' }}>
              {t(used ? 'auth.registerConfirm.usedMessage' : 'auth.registerConfirm.takenMessage')}
            </Typography>
            <Button component={RouterLink} to={href('login')} variant="contained" size="large" fullWidth>
              {t('auth.registerConfirm.login')}
            </Button>
            <Button component={RouterLink} to={href('forgot-password')} size="large" fullWidth>
              {t('recovery.forgotLink')}
            </Button>
          </Box>
        </AuthCard>
      );
    }
    if (code === 'REGISTRATION_LINK_EXPIRED' || error?.status === 404 || error?.status === 422) {
      // Expired: signing in with the chosen password offers a new link; an unknown link can only be redone.
      const expired = code === 'REGISTRATION_LINK_EXPIRED';
      return (
        <AuthCard
          title={
            <IconTitle icon={<LinkOffOutlinedIcon />} tone="warning">
              {t(expired ? 'auth.registerConfirm.expiredTitle' : 'auth.registerConfirm.invalidTitle')}
            </IconTitle>
          }
        >
          <Box
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
            data-testid={expired ? 'registration-link-expired' : 'registration-link-invalid'}
          >
            <Typography sx={{ color: 'text.secondary' }}>
              {t(expired ? 'auth.registerConfirm.expiredMessage' : 'auth.registerConfirm.invalidMessage', {
                hours: REGISTRATION_LINK_HOURS,
              })}
            </Typography>
            <Button component={RouterLink} to={href('login')} variant="contained" size="large" fullWidth>
              {t('auth.registerConfirm.login')}
            </Button>
            <Button component={RouterLink} to={href('register')} size="large" fullWidth>
              {t('auth.registerConfirm.registerAgain')}
            </Button>
          </Box>
        </AuthCard>
      );
    }
    return (
      <AuthCard title={t('auth.registerConfirm.title')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Alert severity="error" role="alert">
            {errorMessage(confirm.error)}
          </Alert>
          <Button variant="contained" size="large" onClick={() => confirm.mutate(token)}>
            {t('common.retry')}
          </Button>
          <BackToLogin />
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.registerConfirm.title')}>
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary', py: 2 }}
      >
        <CircularProgress size={20} aria-hidden />
        {t('auth.registerConfirm.checking')}
      </Box>
    </AuthCard>
  );
}
