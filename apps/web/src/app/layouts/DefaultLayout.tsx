import { AbilityProvider } from '@casl/react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useMatches } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { FriendCodePrompt } from '../../features/affiliate/components/FriendCodePrompt.tsx';
import { useRefreshMe } from '../../features/auth/api/get-me.ts';
import { ImpersonationBanner } from '../../features/login-bypass/index.ts';
import { PopupHost } from '../../features/popups/index.ts';
import { ability } from '../../lib/ability.ts';
import { updateSettings, useSettings } from '../../lib/theme/settings.ts';
import { BREAKPOINTS, VERTICAL_NAV_OVERLAY_BELOW } from '../../lib/theme/theme.ts';
import { useAbilityRules } from '../../lib/use-ability-rules.ts';
import { useSession } from '../../lib/use-session.ts';
import { homePath } from '../../routing/href.ts';
import { visibleMenu } from '../navigation.ts';
import type { RouteName } from '../route-types.ts';
import { BlankLayout } from './BlankLayout.tsx';
import { Footer } from './components/Footer.tsx';
import { HorizontalNav } from './components/HorizontalNav.tsx';
import { Navbar } from './components/Navbar.tsx';
import { ScrollToTop } from './components/ScrollToTop.tsx';
import { VerticalNav } from './components/VerticalNav.tsx';

// The theme customizer (a drawer of settings) is fetched when first opened, not with every page.
const Customizer = lazy(() =>
  import('./components/Customizer.tsx').then((module) => ({ default: module.Customizer })),
);

/** Boxed content is at most this wide. */
const BOXED_MAX_WIDTH = 1440;

/**
 * The signed-in shell: vertical navigation (permanent from 960 + 16 px, an overlay below) or horizontal
 * navigation (from lg; an overlay below), a sticky navbar, boxed or wide content, footer, scroll-to-top.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { userData, accessToken } = useSession();
  const rules = useAbilityRules();
  const { pathname } = useLocation();
  // The route shown (router.tsx puts its name in the match's handle): the popups are asked for by page name.
  const routeName = (useMatches().at(-1)?.handle as { route?: RouteName } | undefined)?.route;
  const [navOpen, setNavOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  // The customizer's drawer is fetched on its first opening and stays mounted, so closing plays its transition.
  const [customizerOpened, setCustomizerOpened] = useState(false);
  const openCustomizer = () => {
    setCustomizerOpened(true);
    setCustomizerOpen(true);
  };
  useRefreshMe(Boolean(accessToken));

  const belowOverlay = useMediaQuery(`(max-width:${VERTICAL_NAV_OVERLAY_BELOW - 0.05}px)`, { noSsr: true });
  const lgUp = useMediaQuery(`(min-width:${BREAKPOINTS.lg}px)`, { noSsr: true });
  const horizontal = settings.navigationType === 'horizontal' && lgUp;
  const overlay = settings.navigationType === 'horizontal' ? !lgUp : belowOverlay;

  const kind = userData?.role?.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ability instance is mutable; its rules drive the menu
  const items = useMemo(
    () => visibleMenu((action, subject) => ability.can(action, subject), kind),
    [rules, kind],
  );
  const home = homePath(kind);
  const maxWidth = settings.contentWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none';
  const gutter = { xs: 2, sm: 3 };

  const brand = (
    <Box
      component={RouterLink}
      to={home}
      aria-label={t('app.name')}
      sx={{ textDecoration: 'none', color: 'inherit', mr: 2 }}
    >
      {/* Phones get the mark only, so the bar's actions keep their room. */}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <BrandLogo />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <BrandLogo compact />
      </Box>
    </Box>
  );

  // A visitor on a public page of this layout (/popup/detail/{id}) has no menu or profile: the public chrome.
  if (!userData) return <BlankLayout />;

  return (
    <AbilityProvider value={ability}>
      <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
        <SkipLink />
        {horizontal ? null : (
          <VerticalNav
            items={items}
            pathname={pathname}
            home={home}
            overlay={overlay}
            open={navOpen}
            onClose={() => setNavOpen(false)}
            collapsed={settings.verticalNavCollapsed}
            onToggleCollapsed={() => updateSettings({ verticalNavCollapsed: !settings.verticalNavCollapsed })}
            skin={settings.skin}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {horizontal ? (
            <Navbar
              floating={false}
              blur={settings.navbarBlur}
              skin={settings.skin}
              onCustomize={openCustomizer}
              maxWidth={maxWidth}
              start={brand}
              bottom={<HorizontalNav items={items} pathname={pathname} />}
            />
          ) : (
            <Navbar
              floating
              maxWidth={maxWidth}
              blur={settings.navbarBlur}
              skin={settings.skin}
              onOpenNav={overlay ? () => setNavOpen(true) : undefined}
              onCustomize={openCustomizer}
              start={overlay ? brand : undefined}
            />
          )}
          <Box component="main" id="main-content" sx={{ flex: 1, px: gutter, pt: 3, pb: 1 }}>
            <Box sx={{ maxWidth, mx: 'auto' }}>
              <ImpersonationBanner />
              <Outlet />
            </Box>
          </Box>
          <Box sx={{ px: gutter }}>
            <Box sx={{ maxWidth, mx: 'auto' }}>
              <Footer />
            </Box>
          </Box>
        </Box>
        <ScrollToTop />
        <FriendCodePrompt />
        {kind === 'advertiser' && routeName ? <PopupHost page={routeName} /> : null}
        {customizerOpened ? (
          <Suspense fallback={null}>
            <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
          </Suspense>
        ) : null}
      </Box>
    </AbilityProvider>
  );
}
