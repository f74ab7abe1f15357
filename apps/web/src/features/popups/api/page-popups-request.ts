import type { PopupPageAnswer } from '@adportal/contracts';
import { api } from '../../../lib/http.ts';

/** Pages that never ask for popups (spec §2): the popup's own detail page and the sign-in pages. */
export const PAGES_WITHOUT_POPUPS: ReadonlySet<string> = new Set([
  'popup-detail',
  'login',
  'register',
  'two-steps',
]);

/** GET /api/popup/page?page={route name}: the popups of this page for the signed-in user (spec §7). */
export function getPagePopups(page: string): Promise<PopupPageAnswer> {
  return api.get<PopupPageAnswer>(`/popup/page?page=${encodeURIComponent(page)}`);
}

// The request a route's loader started, waiting for the layout's query to take it. Only the latest navigation's:
// the next one replaces it.
let started: { page: string; answer: Promise<PopupPageAnswer>; at: number } | undefined;
/** An answer not taken within this time is not taken at all: the popups are asked again (never served stale). */
const TAKE_WITHIN_MS = 30_000;

/**
 * Asks for a page's popups as soon as its route is known — from the route's loader, while the page's chunks are
 * still on their way — rather than once the layout has mounted: a popup then arrives with the page's own data,
 * not seconds after it (issue 26, U-5). Kept here without TanStack Query: the router is in the entry bundle.
 */
export function startPagePopups(page: string): void {
  if (PAGES_WITHOUT_POPUPS.has(page)) return;
  const answer = getPagePopups(page);
  // A failure is reported by the query that takes the answer (PopupHost logs it), not as an unhandled rejection.
  answer.catch(() => undefined);
  started = { page, answer, at: Date.now() };
}

/** The answer the loader started for this page (once), else a new request. */
export function takePagePopups(page: string): Promise<PopupPageAnswer> {
  const taken = started;
  started = undefined;
  if (taken?.page !== page || Date.now() - taken.at > TAKE_WITHIN_MS) return getPagePopups(page);
  return taken.answer;
}
