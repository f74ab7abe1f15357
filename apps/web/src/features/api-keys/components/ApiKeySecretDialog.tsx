import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { DialogFrame } from '../../../components/DialogFrame.tsx';

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
      <TextField
        label={t('apiKeys.secret.field')}
        value={secret}
        fullWidth
        multiline
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': 'api-key-secret',
            spellCheck: false,
            // The whole key at once: a click selects it for copying by hand.
            onFocus: (event: FocusEvent<HTMLTextAreaElement>) => event.target.select(),
            style: { fontFamily: 'monospace', wordBreak: 'break-all' },
          },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <CopyButton text={secret} label={t('common.copy')} testId="api-key-secret-copy" />
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 240px' }}>
          {t('apiKeys.secret.keep')}
        </Typography>
      </Box>
    </DialogFrame>
  );
}
