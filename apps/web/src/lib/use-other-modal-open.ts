import { useSyncExternalStore } from 'react';

/**
 * MUI renders every open modal (dialog, menu, select list, mobile drawer) as a `.MuiModal-root` child of
 * <body>; a closed one that stays mounted carries `.MuiModal-hidden`. Nodes matching `except` are not counted.
 * A menu button that is expanded counts too: its menu may still be on its way (a lazily loaded menu has no
 * modal in the page until its script arrives), and what opens in that moment would land under it.
 */
function anyModalOpen(except: string): boolean {
  return (
    document.querySelector(`body > .MuiModal-root:not(.MuiModal-hidden):not(${except})`) !== null ||
    document.querySelector('[aria-haspopup][aria-expanded="true"]') !== null
  );
}

function subscribe(listener: () => void): () => void {
  // Opening a modal adds a portal to <body> (or shows a kept one, which sets aria-hidden on its siblings) and
  // marks its button expanded; closing removes it (or clears aria-hidden) and the mark: these changes are
  // watched, nothing else.
  const portals = new MutationObserver(listener);
  portals.observe(document.body, { childList: true });
  const marks = new MutationObserver(listener);
  marks.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-hidden', 'aria-expanded'],
  });
  return () => {
    portals.disconnect();
    marks.disconnect();
  };
}

/**
 * Whether a modal other than those matching `except` (a CSS selector) is open or being opened: for something
 * that should wait instead of opening over, or under, what the person is doing.
 */
export function useOtherModalOpen(except: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => anyModalOpen(except),
    () => false,
  );
}
