import IconButton from '@mui/material/IconButton';
import { type ComponentType, type ReactNode, Suspense, useId, useState } from 'react';
import type { IconMenuListProps } from './IconMenuList.tsx';

interface IconMenuProps {
  /** Accessible name and tooltip of the button. */
  label: string;
  /** Accessible name of the opened list (defaults to the label). */
  listLabel?: string;
  icon: ReactNode;
  testId: string;
  /**
   * The opened menu: an IconMenuList with its items, given as `lazy(() => import(…))`. It is fetched on the first
   * click — the sign-in pages show these buttons, and their script budget (ADR 13, `npm run bench:bundle`) has no
   * room for a closed menu (popover, modal, focus trap, transitions, the items).
   */
  menu: ComponentType<IconMenuListProps>;
}

/** An icon button in the navbar that opens a menu anchored below it, with the ARIA wiring of a menu button. */
export function IconMenu({ label, listLabel, icon, testId, menu: Menu }: IconMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays its transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        title={label}
        color="inherit"
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
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={Boolean(anchor)}
            close={close}
            label={listLabel ?? label}
          />
        </Suspense>
      ) : null}
    </>
  );
}
