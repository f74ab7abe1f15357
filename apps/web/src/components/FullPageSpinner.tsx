import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy route is loading. */
export function FullPageSpinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: inline ? 240 : '100vh',
        width: '100%',
      }}
    >
      <CircularProgress size={32} aria-label={t('common.loading')} />
    </Box>
  );
}
