import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';

/** What IconMenu hands the menu it opens. */
export interface IconMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  /** Closes the menu (call it when an item is chosen). */
  close: () => void;
  /** Accessible name of the list. */
  label: string;
}

/** The menu of an IconMenu, anchored below its button; loaded with the items on the first click (IconMenu). */
export function IconMenuList({
  id,
  anchorEl,
  open,
  close,
  label,
  children,
}: IconMenuListProps & { children: ReactNode }) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {children}
    </Menu>
  );
}
