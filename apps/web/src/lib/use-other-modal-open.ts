import { useSyncExternalStore } from 'react';

/**
 * MUI renders every open modal (dialog, menu, select list, mobile drawer) as a `.MuiModal-root` child of
 * <body>; a closed one that stays mounted carries `.MuiModal-hidden`. Nodes matching `except` are not counted.
 */
function anyModalOpen(except: string): boolean {
  return document.querySelector(`body > .MuiModal-root:not(.MuiModal-hidden):not(${except})`) !== null;
}

function subscribe(listener: () => void): () => void {
  // Opening a modal adds a portal to <body> (or shows a kept one, which sets aria-hidden on its siblings);
  // closing removes it (or clears aria-hidden): both kinds of change are watched, nothing else.
  const portals = new MutationObserver(listener);
  portals.observe(document.body, { childList: true });
  const hiding = new MutationObserver(listener);
  hiding.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => {
    portals.disconnect();
    hiding.disconnect();
  };
}

/**
 * Whether a modal other than those matching `except` (a CSS selector) is open: for something that should
 * wait instead of opening over, or under, what the person is doing.
 */
export function useOtherModalOpen(except: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => anyModalOpen(except),
    () => false,
  );
}
