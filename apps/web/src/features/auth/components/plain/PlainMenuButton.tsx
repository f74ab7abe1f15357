import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { SwitcherMenuName } from './SwitcherMenu.tsx';

// The menus are the console's own (components/LanguageMenu, ThemeMenu) inside MUI's theme, fetched on the first
// click as they are on every other page.
const SwitcherMenu = lazy(() => import('./SwitcherMenu.tsx'));

/**
 * components/IconMenu without MUI: the same button (name, tooltip, test id, the ARIA of a menu button) drawn by
 * plain-sign-in.css; the menu it opens is MUI's, loaded with the first click.
 */
export function PlainMenuButton({
  label,
  listLabel,
  icon,
  testId,
  menu,
}: {
  label: string;
  listLabel?: string;
  icon: ReactNode;
  testId: string;
  menu: SwitcherMenuName;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays its transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  return (
    <>
      <button
        type="button"
        className="ps-icon-button"
        title={label}
        aria-label={label}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid={testId}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {icon}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SwitcherMenu
            menu={menu}
            id={menuId}
            anchorEl={anchor}
            open={Boolean(anchor)}
            close={() => setAnchor(null)}
            label={listLabel ?? label}
          />
        </Suspense>
      ) : null}
    </>
  );
}
