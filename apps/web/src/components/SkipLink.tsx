import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { focusStart } from '../lib/focus-start.ts';

/**
 * The page's first stop for a keyboard, shown only while it has the focus: "Skip to main content" goes past the
 * menu to #main-content. The focus is moved by hand: a fragment link would be a navigation for the router, and
 * the browser does not focus a landmark that is no control.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main-content"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        focusStart(main, { scroll: true });
      }}
      sx={(theme) => ({
        position: 'fixed',
        insetInlineStart: 16,
        top: 16,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[4],
        fontWeight: 500,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      })}
      data-testid="skip-link"
    >
      {t('common.skipToContent')}
    </Link>
  );
}
