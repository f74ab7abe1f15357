import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '../../../components/AuthCard.tsx';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlined.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { OutcomeIcon } from './OutcomeIcon.tsx';

/** /reset-password/complete and /change-password/complete: the password was changed; sign in. */
export function PasswordChangedScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  useDocumentTitle(t('recovery.complete.title'));
  return (
    <AuthCard title={t('recovery.complete.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid="password-changed">
        <OutcomeIcon tone="success">
          <CheckCircleOutlineIcon />
        </OutcomeIcon>
        <Typography sx={{ color: 'text.secondary' }}>{t('recovery.complete.message')}</Typography>
        <Button
          component={RouterLink}
          to={href('login')}
          state={typeof email === 'string' ? { email } : undefined}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('recovery.complete.login')}
        </Button>
      </Box>
    </AuthCard>
  );
}
