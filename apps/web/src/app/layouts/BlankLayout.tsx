import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ThemeSwitcher } from '../../components/ThemeSwitcher.tsx';

/** Public and sign-in pages: brand, language and theme switchers, a centred card. */
export function BlankLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const choosingLanguage = pathname === '/select-language';

  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        position: 'relative',
        // clip, not hidden: a hidden box is still a scroll container and could be left scrolled sideways.
        overflow: 'clip',
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          pointerEvents: 'none',
          filter: 'blur(8px)',
        },
        '&::before': {
          width: 520,
          height: 520,
          top: -220,
          right: -160,
          background: `radial-gradient(circle, ${theme.palette.mode === 'dark' ? 'rgba(237,0,0,0.16)' : 'rgba(237,0,0,0.10)'} 0%, transparent 70%)`,
        },
        '&::after': {
          width: 420,
          height: 420,
          bottom: -200,
          left: -140,
          background: `radial-gradient(circle, ${theme.palette.mode === 'dark' ? 'rgba(0,186,209,0.10)' : 'rgba(0,186,209,0.08)'} 0%, transparent 70%)`,
        },
      })}
    >
      <Box
        component="header"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: { xs: 1.5, sm: 2.5 },
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('app.name')}
          sx={{ textDecoration: 'none', color: 'inherit', borderRadius: 1 }}
        >
          <BrandLogo />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          {choosingLanguage ? null : <LanguageSwitcher />}
          <ThemeSwitcher />
        </Box>
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{
          position: 'relative',
          zIndex: 1,
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 3 },
          py: { xs: 2, sm: 4 },
        }}
      >
        <Outlet />
      </Box>
      <Box component="footer" sx={{ position: 'relative', zIndex: 1, textAlign: 'center', py: 2.5, px: 2 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('app.footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}
