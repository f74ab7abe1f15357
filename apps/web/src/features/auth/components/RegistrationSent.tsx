import type { RegisterAccepted } from '@adportal/contracts';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { IconTitle } from '../../../components/IconTitle.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BackToLogin } from '../../recovery/index.ts';

/**
 * After the register form: the confirmation link is on its way. The same screen whether or not the email
 * already had an account (that owner's email says so instead).
 */
export function RegistrationSent({
  sent,
  onOtherEmail,
}: {
  sent: RegisterAccepted;
  onOtherEmail: () => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.sent.title'));
  return (
    <AuthCard
      maxWidth={520}
      title={<IconTitle icon={<MarkEmailReadOutlinedIcon />}>{t('auth.register.sent.title')}</IconTitle>}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid="registration-sent">
        <Typography sx={{ color: 'text.secondary' }}>
          {t('auth.register.sent.subtitle', { email: sent.email, hours: sent.link_valid_hours })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.register.sent.noEmail')}
        </Typography>
        <Button variant="outlined" size="large" fullWidth onClick={onOtherEmail}>
          {t('auth.register.sent.otherEmail')}
        </Button>
        <BackToLogin email={sent.email} />
      </Box>
    </AuthCard>
  );
}
