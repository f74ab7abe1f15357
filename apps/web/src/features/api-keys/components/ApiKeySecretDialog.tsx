import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { OneTimeSecret } from '../../../components/OneTimeSecret.tsx';

/**
 * The new key's secret, this once (the API keeps only its hash): a read-only field to select, a copy button,
 * and no way out but saying it was copied — no x, no Escape, no click beside the dialog.
 */
export function ApiKeySecretDialog({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t('apiKeys.secret.title')}
      subtitle={name}
      hideCloseButton
      persistent
      onClose={onDone}
      testId="api-key-secret-dialog"
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
      actions={
        <Button variant="contained" onClick={onDone} data-testid="api-key-secret-done">
          {t('apiKeys.secret.done')}
        </Button>
      }
    >
      <Alert severity="warning">{t('apiKeys.secret.warning')}</Alert>
      <OneTimeSecret
        secret={secret}
        label={t('apiKeys.secret.field')}
        keepNote={t('apiKeys.secret.keep')}
        testId="api-key-secret"
      />
    </DialogFrame>
  );
}
