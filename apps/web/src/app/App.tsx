import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query.ts';
import { useSettings } from '../lib/theme/settings.ts';
import { createAppTheme } from '../lib/theme/theme.ts';
import { router } from './router.tsx';

/** Providers: emotion cache (CSP nonce), MUI theme from the settings, TanStack Query, router. CASL lives in the signed-in shell. */
export function App({ emotionCache }: { emotionCache: EmotionCache }) {
  const settings = useSettings();
  const [queryClient] = useState(createQueryClient);
  const theme = useMemo(
    () => createAppTheme(settings.colorScheme, settings.skin, settings.isAppRTL ? 'rtl' : 'ltr'),
    [settings.colorScheme, settings.skin, settings.isAppRTL],
  );
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
