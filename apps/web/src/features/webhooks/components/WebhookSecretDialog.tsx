import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import OpenInNewIcon from '../../../components/icons/OpenInNew.tsx';
import { OneTimeSecret } from '../../../components/OneTimeSecret.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** Served by the API itself (plugins/openapi.ts), outside the web's routes; docs/api.md "Webhooks" is there too. */
const API_REFERENCE_PATH = '/api/docs';

/**
 * An endpoint's signing secret, this once (after the endpoint is added, or its secret rotated): a read-only field
 * to select, a copy button, how a receiver checks the signature, and — after a rotation — until when the previous
 * secret still signs. No way out but saying it was copied: no x, no Escape, no click beside the dialog.
 */
export function WebhookSecretDialog({
  kind,
  url,
  secret,
  previousUntil,
  onDone,
}: {
  kind: 'created' | 'rotated';
  url: string;
  secret: string;
  /** After a rotation: when the previous secret stops signing. */
  previousUntil?: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DialogFrame
      title={kind === 'created' ? t('webhooks.secret.createdTitle') : t('webhooks.secret.rotatedTitle')}
      subtitle={
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {url}
        </Box>
      }
      hideCloseButton
      persistent
      onClose={onDone}
      fullScreenBelow="sm"
      testId="webhook-secret-dialog"
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
      actions={
        <Button variant="contained" onClick={onDone} data-testid="webhook-secret-done">
          {t('webhooks.secret.done')}
        </Button>
      }
    >
      <Alert severity="warning">{t('webhooks.secret.warning')}</Alert>
      <OneTimeSecret
        secret={secret}
        label={t('webhooks.secret.field')}
        keepNote={t('webhooks.secret.keep')}
        testId="webhook-secret"
      />
      {kind === 'rotated' && previousUntil ? (
        <Alert severity="info" data-testid="webhook-previous-secret">
          {t('webhooks.secret.previous', { time: formatDateTime(previousUntil, i18n.language) })}
        </Alert>
      ) : null}
      <Box component="section" aria-labelledby="webhook-verify-title">
        <Typography id="webhook-verify-title" variant="subtitle2" component="h3">
          {t('webhooks.secret.verifyTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>
          {t('webhooks.secret.verifyText')}
        </Typography>
        <Link
          href={API_REFERENCE_PATH}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', gap: 0.5 }}
        >
          {t('webhooks.secret.verifyLink')}
          <OpenInNewIcon fontSize="small" aria-hidden="true" />
          <Box component="span" sx={visuallyHidden}>
            {t('webhooks.secret.verifyLinkNote')}
          </Box>
        </Link>
      </Box>
    </DialogFrame>
  );
}
