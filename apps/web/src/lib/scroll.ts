/** Scroll-to-top button threshold and hash-target offset of spec §1/§9. */
export const SCROLL_TO_TOP_THRESHOLD = 200;
/** Where the scroll-to-top button floats: its distance from the viewport's bottom and end edges, and its size. */
export const SCROLL_TO_TOP_BUTTON = { inset: 24, size: 48 };
/** The room the footer leaves at its end, so the floating button never covers its text at the page's bottom. */
export const SCROLL_TO_TOP_ROOM = SCROLL_TO_TOP_BUTTON.inset + SCROLL_TO_TOP_BUTTON.size + 8;
export const HASH_SCROLL_OFFSET = 60;

/** Document offset to scroll to so that an element sits `offset` px below the top of the viewport. */
export function hashScrollTop(elementTop: number, scrollY: number, offset = HASH_SCROLL_OFFSET): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** On navigation: smoothly to the hash target (60 px offset) when there is one, otherwise to the top. */
export function scrollForLocation(hash: string): void {
  const id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) {
    const top = hashScrollTop(target.getBoundingClientRect().top, window.scrollY);
    window.scrollTo({ top, behavior: 'smooth' });
    return;
  }
  window.scrollTo({ top: 0, left: 0 });
}
