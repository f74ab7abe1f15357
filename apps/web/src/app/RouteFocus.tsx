import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusStart } from '../lib/focus-start.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';
import { shouldMoveFocus } from './route-focus.ts';

/**
 * Focus and announcement on an in-app navigation, as a full page load gives them: the focus goes to the new
 * page's main heading (or #main-content when it has none yet), so the next Tab starts in the new page rather
 * than from an element that went away with the old one; when no heading got the focus, the new document title
 * is read out. Lives in Root, above every layout, so a change of layout (signing in) counts as a navigation;
 * plain elements, as Root is drawn before MUI is loaded.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPathname = useRef<string | undefined>(undefined);
  const focusedBefore = useRef<Element | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  // A render of a new path comes before its commit: the old page, and what had the focus in it, are still there.
  if (shownPathname.current !== pathname) focusedBefore.current = document.activeElement;

  useEffect(() => {
    const previousPathname = shownPathname.current;
    shownPathname.current = pathname;
    if (previousPathname === undefined || previousPathname === pathname) return;
    const main = document.getElementById('main-content');
    const move = shouldMoveFocus<Element>({
      previousPathname,
      pathname,
      focusedBefore: focusedBefore.current,
      focusedNow: document.activeElement,
      main,
    });
    const heading = main?.querySelector('h1');
    // The scroll is Root's (to the top or to the hash's target).
    if (move && main) focusStart(heading ?? main, { scroll: false });
    // A focused heading is read out; otherwise the page's title (set by its useDocumentTitle, a child's effect).
    if (!(move && heading)) setAnnouncement((last) => ({ text: document.title, count: last.count + 1 }));
  }, [pathname]);

  return (
    <div role="status" style={visuallyHidden} data-testid="route-announcer">
      {/* A new node each time: the same title twice in a row is read out twice. */}
      <span key={announcement.count}>{announcement.text}</span>
    </div>
  );
}
