import type { RegisterAccepted } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { IconTitle } from '../../../components/IconTitle.tsx';
import MarkEmailReadOutlinedIcon from '../../../components/icons/MarkEmailReadOutlined.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BackToLogin } from '../../recovery/index.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';

/**
 * After the register form: the confirmation link is on its way, and can be sent again (after a minute). The
 * same screen whether or not the email already had an account (that owner's email says so instead).
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
        <ResendConfirmation email={sent.email} waitFirst label={t('auth.register.sent.resend')} />
        <Button size="large" fullWidth onClick={onOtherEmail}>
          {t('auth.register.sent.otherEmail')}
        </Button>
        <BackToLogin email={sent.email} />
      </Box>
    </AuthCard>
  );
}
