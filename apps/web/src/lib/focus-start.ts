/**
 * Focuses an element that is no control (a page's heading, the main landmark): reachable by script only, and
 * without a ring (Chrome draws one after a key press) — it is where reading starts, and the next Tab goes on
 * from there. It stays focusable, so a dialog opened meanwhile (the dashboard's popup) gives the focus back to
 * it when it closes.
 */
export function focusStart(element: HTMLElement, { scroll }: { scroll: boolean }) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.style.outline = 'none';
  element.focus({ preventScroll: !scroll });
}
