import type { LoginBypassLink } from '@adportal/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/alerts.ts';

/** A created sign-in link: whose it is, until when, the link itself and a copy button. */
export function LoginLinkResult({ link }: { link: LoginBypassLink }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="login-bypass-link">
      {t('loginBypass.created', {
        name: link.user.name,
        when: new Date(link.expires_at).toLocaleTimeString(),
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={link.url}
          slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('loginBypass.link') } }}
        />
        <IconButton
          aria-label={t('common.copy')}
          onClick={() => {
            void navigator.clipboard?.writeText(link.url).then(() => showToast(t('common.copied')));
          }}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Box>
    </Alert>
  );
}
