import type { LoginBypassLink } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import ContentCopyIcon from '../../../../components/icons/ContentCopy.tsx';
import { showToast } from '../../../../lib/alerts.ts';
import { formatTime } from '../../../../lib/format.ts';

/** A created sign-in link: whose it is, until when, the link itself and a copy button. */
export function LoginLinkResult({ link }: { link: LoginBypassLink }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert severity="warning" data-testid="login-bypass-link">
      {t('loginBypass.created', {
        name: link.user.name,
        when: formatTime(link.expires_at, i18n.language),
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
