import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import MenuIcon from '../../../components/icons/Menu.tsx';
import TuneIcon from '../../../components/icons/Tune.tsx';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher.tsx';
import { ThemeSwitcher } from '../../../components/ThemeSwitcher.tsx';
import { MessageButton } from './MessageButton.tsx';
import { NavbarShortcuts } from './NavbarShortcuts.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { SearchBar } from './SearchBar.tsx';
import { UserMenu } from './UserMenu.tsx';

interface Props {
  blur: boolean;
  skin: 'default' | 'bordered';
  /** Shows the hamburger that opens the overlay navigation. */
  onOpenNav?: () => void;
  onCustomize: () => void;
  /** Left side content (the brand in horizontal navigation). */
  start?: ReactNode;
  /** Second row (the horizontal navigation). */
  bottom?: ReactNode;
  /** Floating bar (vertical layout) or a full-width bar (horizontal layout). */
  floating: boolean;
  /** Content width: the floating bar lines up with the page content. */
  maxWidth: number | 'none';
}

/**
 * The sticky top bar: search bar, language and theme switchers, shortcuts, messages, notifications bell,
 * customizer, user profile menu.
 */
export function Navbar({ blur, skin, onOpenNav, onCustomize, start, bottom, floating, maxWidth }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const paper = theme.palette.background.paper;
  const shadow =
    skin === 'bordered'
      ? 'none'
      : theme.palette.mode === 'light'
        ? '0 2px 8px rgba(47,43,61,0.12)'
        : '0 2px 8px rgba(19,17,32,0.3)';

  const surface = {
    bgcolor: blur ? alpha(paper, 0.82) : paper,
    backdropFilter: blur ? 'saturate(180%) blur(8px)' : 'none',
    WebkitBackdropFilter: blur ? 'saturate(180%) blur(8px)' : 'none',
    boxShadow: shadow,
    border: skin === 'bordered' ? `1px solid ${theme.palette.divider}` : 'none',
  };

  const bar = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 60, px: { xs: 1.5, sm: 2 } }}>
      {onOpenNav ? (
        <IconButton aria-label={t('nav.openMenu')} onClick={onOpenNav} edge="start" data-testid="nav-open">
          <MenuIcon />
        </IconButton>
      ) : null}
      {start}
      <SearchBar />
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
        <NavbarShortcuts />
        <MessageButton />
        <NotificationsBell />
        <Tooltip title={t('customizer.open')}>
          {/* On phones the customizer is reached from the user menu. */}
          <IconButton
            color="inherit"
            aria-label={t('customizer.open')}
            onClick={onCustomize}
            data-testid="customizer-open"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <TuneIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ ml: 1 }}>
          <UserMenu onCustomize={onCustomize} />
        </Box>
      </Box>
    </Box>
  );

  if (floating) {
    return (
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: theme.zIndex.appBar,
          pt: { xs: 1.5, md: 2 },
          px: { xs: 2, sm: 3 },
          // The page fades under the floating bar while scrolling.
          background: blur
            ? `linear-gradient(180deg, ${alpha(theme.palette.background.default, 0.7)} 44%, ${alpha(theme.palette.background.default, 0)} 100%)`
            : 'transparent',
        }}
      >
        <Box sx={{ ...surface, borderRadius: 2.5, maxWidth, mx: 'auto' }}>{bar}</Box>
      </Box>
    );
  }

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        ...surface,
        borderRadius: 0,
        borderTop: 0,
        borderLeft: 0,
        borderRight: 0,
      }}
    >
      <Box sx={{ maxWidth, mx: 'auto', px: { xs: 0.5, sm: 1 } }}>{bar}</Box>
      {bottom ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 } }}>
          <Box sx={{ maxWidth, mx: 'auto' }}>{bottom}</Box>
        </Box>
      ) : null}
    </Box>
  );
}
