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

/**
 * The answer for each `except` asked, kept between the changes that can alter it: React asks for the snapshot on
 * every render of every component that uses it, and two selector queries over the whole document on each (a
 * tenth of a route test's CPU in jsdom) would be paid for changes that cannot matter.
 */
const answers = new Map<string, boolean>();
const listeners = new Set<() => void>();
let observers: MutationObserver[] = [];

function changed() {
  answers.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (observers.length === 0) {
    // Opening a modal adds a portal to <body> (or shows a kept one, which sets aria-hidden on its siblings) and
    // marks its button expanded; closing removes it (or clears aria-hidden) and the mark: these changes are
    // watched, nothing else.
    const portals = new MutationObserver(changed);
    portals.observe(document.body, { childList: true });
    const marks = new MutationObserver(changed);
    marks.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'aria-expanded'],
    });
    observers = [portals, marks];
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const observer of observers) observer.disconnect();
    observers = [];
    answers.clear();
  };
}

function snapshot(except: string): boolean {
  // A change not yet delivered to the observers (they run after the current task) still counts: a render in the
  // same task as a menu's opening must see it open. Taking the records takes them from the observers, so the
  // other subscribers are told right after.
  const pending = observers.reduce((count, observer) => count + observer.takeRecords().length, 0);
  if (pending > 0) queueMicrotask(changed);
  if (pending > 0 || observers.length === 0) answers.clear();
  let answer = answers.get(except);
  if (answer === undefined) {
    answer = anyModalOpen(except);
    if (observers.length > 0) answers.set(except, answer);
  }
  return answer;
}

/**
 * Whether a modal other than those matching `except` (a CSS selector) is open or being opened: for something
 * that should wait instead of opening over, or under, what the person is doing.
 */
export function useOtherModalOpen(except: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(except),
    () => false,
  );
}
