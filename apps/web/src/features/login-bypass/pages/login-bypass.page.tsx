import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { session } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { completeSignIn } from '../../auth/index.ts';
import { useSignInWithBypassMutation } from '../api/sign-in-with-bypass.ts';

/** /login-bypass/{token}: signs in by a one-time link; when it fails, the user should contact the admin. */
export default function LoginBypassPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const mutation = useSignInWithBypassMutation();
  const tried = useRef<string | null>(null);
  useDocumentTitle(t('loginBypass.title'));

  useEffect(() => {
    // The link works once: never send it twice, whatever re-renders or effect replays happen.
    if (tried.current === token) return;
    tried.current = token;
    mutation.mutate(token, {
      onSuccess: (grant) => {
        // An operator opening the link in their own browser: keep their session for the banner's way back.
        session.keepOperatorSession();
        void completeSignIn(grant, navigate, null);
      },
    });
  }, [token, mutation, navigate]);

  return (
    <AuthCard title={t('loginBypass.title')} subtitle={t('loginBypass.subtitle')}>
      {mutation.isError ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="error" role="alert" data-testid="login-bypass-failed">
            {t('loginBypass.failed')}
          </Alert>
          <Button component={RouterLink} to={href('login')} variant="contained">
            {t('common.backToLogin')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }} role="status">
          <CircularProgress size={24} aria-label={t('loginBypass.signingIn')} />
          <Typography>{t('loginBypass.signingIn')}</Typography>
        </Box>
      )}
    </AuthCard>
  );
}
