import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchIcon from '../../../components/icons/Search.tsx';

// The dialog (an autocomplete over the search's answers) is fetched when first opened, not with every page.
const SearchDialog = lazy(() =>
  import('./SearchDialog.tsx').then((module) => ({ default: module.SearchDialog })),
);

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent);
/** The shortcut as this keyboard reads it, and as aria-keyshortcuts names it. */
const SHORTCUT_LABEL = IS_MAC ? '⌘K' : 'Ctrl K';
const ARIA_SHORTCUTS = IS_MAC ? 'Meta+K /' : 'Control+K /';

/** Where `/` is typed text, not a shortcut: fields, rich text, and inside another dialog or menu. */
function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * The layout's search bar (spec §1): a field-like button on wider screens and an icon on phones, both opening
 * the search dialog; Ctrl/⌘-K opens it from anywhere and `/` from anywhere that is not a field.
 */
export function SearchBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      // Rich text keeps Ctrl-K (a link, in most editors).
      if (commandK && !target?.isContentEditable) {
        event.preventDefault();
        setOpen(true);
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !typingTarget(target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const opener = {
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': ARIA_SHORTCUTS,
    onClick: () => setOpen(true),
  };
  return (
    <>
      <ButtonBase
        {...opener}
        data-testid="search-open"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          gap: 1,
          width: 260,
          height: 38,
          px: 1.25,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'body2',
          justifyContent: 'flex-start',
          transition: theme.transitions.create(['border-color', 'background-color']),
          '&:hover': { borderColor: 'text.secondary' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ flex: 1, textAlign: 'start' }}>
          {t('search.trigger')}
        </Box>
        <Box
          component="kbd"
          sx={{
            fontFamily: 'inherit',
            fontSize: 12,
            lineHeight: '18px',
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            color: 'text.secondary',
          }}
        >
          {SHORTCUT_LABEL}
        </Box>
      </ButtonBase>
      <Tooltip title={t('search.open')}>
        <IconButton
          {...opener}
          color="inherit"
          aria-label={t('search.open')}
          data-testid="search-open-icon"
          sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'text.secondary' }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
