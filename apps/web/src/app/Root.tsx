import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { scrollForLocation } from '../lib/scroll.ts';

/** The top route: scrolls on navigation (to the top, or smoothly to a hash target with a 60 px offset). */
export function Root() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useEffect(() => {
    scrollForLocation(hash);
  }, [pathname, hash]);
  return <Outlet />;
}

/** An unexpected error while loading a route (for example a chunk missing after a deploy). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Typography variant="h4" component="h1">
        {t('alerts.somethingWentWrong')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('errors.INTERNAL')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Box>
  );
}
