import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import OpenInNewIcon from '../../../components/icons/OpenInNew.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** Served by the API itself (plugins/openapi.ts), outside the web's routes. */
const API_REFERENCE_PATH = '/api/docs';

/** How a script sends a key, and the way to the API reference. */
export function ApiKeyUsageNote() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="api-key-usage-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="api-key-usage-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('apiKeys.usage.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('apiKeys.usage.text')}
      </Typography>
      <Box
        component="pre"
        sx={{
          fontFamily: 'monospace',
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          my: 1.5,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        Authorization: Bearer adp_…
      </Box>
      <Link
        href={API_REFERENCE_PATH}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', gap: 0.5 }}
      >
        {t('apiKeys.usage.reference')}
        <OpenInNewIcon fontSize="small" aria-hidden="true" />
        <Box component="span" sx={visuallyHidden}>
          {t('apiKeys.usage.referenceNote')}
        </Box>
      </Link>
    </Box>
  );
}
