import { isPortalPath } from '@adportal/contracts';

/**
 * The pure rules of the HTTP client (spec §7, §8, §9), kept apart from fetch so they can be unit-tested.
 */

export const API_BASE = '/api';

/** Statuses a non-mutating request is retried on (spec §7/§9). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Methods that may be retried; POST/PUT/PATCH/DELETE never are. */
export const NON_MUTATING_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
/** Non-mutating requests are retried once. */
export const MAX_RETRIES = 1;

/**
 * Pages that count as public for the 500 policy (spec §8): a failed token check there does not sign out.
 * Matched on the first path segment.
 */
export const PUBLIC_PAGES: readonly string[] = [
  'login',
  'two-steps',
  'register',
  'change-password',
  'forgot-password',
  'login-bypass',
  'reset-password',
  'select-language',
];

export function isNonMutating(method: string): boolean {
  return NON_MUTATING_METHODS.includes(method.toUpperCase());
}

/** `retriesDone` is how many retries were already made for this request. */
export function shouldRetry(method: string, status: number, retriesDone: number): boolean {
  return isNonMutating(method) && retriesDone < MAX_RETRIES && RETRYABLE_STATUSES.includes(status);
}

/** Wait before the retry: the server's Retry-After (seconds) when given, capped; otherwise a short pause. */
export function retryDelayMs(retryAfter: string | null | undefined, capMs = 3000, defaultMs = 300): number {
  const seconds = parseRetryAfter(retryAfter);
  if (seconds === null) return defaultMs;
  return Math.min(Math.max(seconds * 1000, 0), capMs);
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export function isPublicPage(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return PUBLIC_PAGES.includes(first);
}

/** What the client does with a final (after retries) response status. */
export type StatusAction = 'ok' | 'unauthenticated' | 'server-error' | 'error';

export function statusAction(status: number): StatusAction {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 401) return 'unauthenticated';
  if (status === 500) return 'server-error';
  return 'error';
}

/** After a 500 the token is checked; sign out only when it is invalid and the page is not public. */
export function signOutAfterServerError(tokenValid: boolean, pathname: string): boolean {
  return !tokenValid && !isPublicPage(pathname);
}

/** A 401 sends the user to /login unless the page is already a public one (e.g. the login form itself). */
export function redirectOnUnauthenticated(pathname: string): boolean {
  return !isPublicPage(pathname);
}

export function httpErrorMessage(method: string, url: string, status: number, statusText: string): string {
  return `${method.toUpperCase()} ${url} ${status} ${statusText}`.trimEnd();
}

/** The /login address that brings the user back to `target` after signing in. */
export function loginPath(target?: string | null): string {
  const safe = safeRedirectTarget(target);
  return safe && safe !== '/' ? `/login?redirect=${encodeURIComponent(safe)}` : '/login';
}

/** Only same-site absolute paths are followed after sign-in. */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !isPortalPath(target)) return null;
  if (isPublicPage(target.split(/[?#]/)[0] ?? '')) return null;
  return target;
}
