/** The part of a DOM element the decision reads (so it is tested without a browser). */
interface FocusNode<Self> {
  contains(other: Self | null): boolean;
  closest(selector: string): unknown;
}

export interface RouteFocusFacts<Node extends FocusNode<Node>> {
  /** The path shown before; undefined on the first page load. */
  previousPathname: string | undefined;
  pathname: string;
  /** What had the focus when the navigation began (the link or button that started it). */
  focusedBefore: Node | null;
  /** What has it now, the new page rendered (the body when the focused element went away with the old page). */
  focusedNow: Node | null;
  /** The page's #main-content. */
  main: Node | null;
}

/**
 * Whether the focus moves to the new page's heading after a navigation. Not on the first load (the browser
 * starts at the top) nor when only the query or hash changed (a list filtered in place keeps its control).
 * Not either when the new page or a dialog took the focus itself (a form's first field, a dialog that opened):
 * that is a choice made for the person; a focus left on the old page, on the persistent chrome (the menu's
 * link, the avatar a closed menu gave it back to) or on nothing at all is not.
 */
export function shouldMoveFocus<Node extends FocusNode<Node>>(facts: RouteFocusFacts<Node>): boolean {
  const { previousPathname, pathname, focusedBefore, focusedNow, main } = facts;
  if (previousPathname === undefined || previousPathname === pathname) return false;
  if (!focusedNow || focusedNow === focusedBefore || focusedNow === main) return true;
  const takenByPage = main?.contains(focusedNow) ?? false;
  const takenByDialog = focusedNow.closest('[role="dialog"]') !== null;
  return !(takenByPage || takenByDialog);
}
