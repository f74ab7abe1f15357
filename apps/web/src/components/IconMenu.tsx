import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { type ReactNode, useId, useState } from 'react';

interface IconMenuProps {
  /** Accessible name and tooltip of the button. */
  label: string;
  /** Accessible name of the opened list (defaults to the label). */
  listLabel?: string;
  icon: ReactNode;
  testId: string;
  /** The menu items; `close` closes the menu (call it when an item is chosen). */
  children: (close: () => void) => ReactNode;
}

/** An icon button in the navbar that opens a menu anchored below it, with the ARIA wiring of a menu button. */
export function IconMenu({ label, listLabel, icon, testId, children }: IconMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {icon}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': listLabel ?? label } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
