import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { emotionCache } from '../lib/theme/emotion-cache.ts';
import { useSettings } from '../lib/theme/settings.ts';
import { createAppTheme } from '../lib/theme/theme.ts';

/**
 * MUI's theme from the interface settings, under the page's emotion cache. The console's pages get it from
 * app/AppProviders (with CssBaseline); the plain sign-in page wraps only the menus it opens in it.
 */
export function ThemeRoot({ baseline = false, children }: { baseline?: boolean; children: ReactNode }) {
  const settings = useSettings();
  const theme = useMemo(
    () => createAppTheme(settings.colorScheme, settings.skin, settings.isAppRTL ? 'rtl' : 'ltr'),
    [settings.colorScheme, settings.skin, settings.isAppRTL],
  );
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {baseline ? <CssBaseline enableColorScheme /> : null}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
