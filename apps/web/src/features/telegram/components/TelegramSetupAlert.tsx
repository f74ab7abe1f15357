import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** No bot on this server: what an administrator sets to have one (the rest of the portal works without). */
export function TelegramSetupAlert() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="telegram-not-configured">
      <AlertTitle>{t('telegram.notConfigured.title')}</AlertTitle>
      {t('telegram.notConfigured.text')}
    </Alert>
  );
}
