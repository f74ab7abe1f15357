import type { KeyboardEvent } from 'react';

/**
 * What makes a table row (or a phone card) open something: click, and Enter once it has the focus (not when
 * the key comes from a control inside it). Nothing when the row opens nothing.
 */
export function rowOpenProps(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open();
    },
    tabIndex: 0,
  };
}
