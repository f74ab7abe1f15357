import { loginPath } from '../lib/http-policy.ts';
import { hasUserId } from '../lib/session.ts';
import type { Access } from './route-types.ts';
import { LOGIN_PATH, SELECT_LANGUAGE_PATH } from './routes.ts';

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface GuardInput {
  access: Access;
  location: GuardLocation;
  /**
   * The stored language (the `language` key, or the remembered `preferredLanguage` that survives a sign-out),
   * null when none was ever chosen.
   */
  language: string | null;
  accessToken: string | null;
  userData: unknown;
  /** Result of the token check: true valid, false invalid, null unknown (server unreachable), undefined not run. */
  tokenValid?: boolean | null;
}

/**
 * 'tokens': clear both tokens and the session data (failed token check).
 * 'full': sign out: clear token, ability rules and language, empty abilities (userData without an id).
 */
export type SignOut = 'none' | 'tokens' | 'full';

export interface GuardDecision {
  redirect: string | null;
  signOut: SignOut;
  /** Signed in with no stored language: the language defaults to en. */
  setDefaultLanguage: boolean;
}

/** The token is checked on load of every non-public path, when there is a token to check. */
export function needsTokenCheck(access: Access, accessToken: string | null): boolean {
  return access !== 'public' && Boolean(accessToken);
}

function target(location: GuardLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The route guard of spec §2, as a pure decision. */
export function decideGuard(input: GuardInput): GuardDecision {
  const decision: GuardDecision = { redirect: null, signOut: 'none', setDefaultLanguage: false };
  if (input.access === 'public') return decision;

  const { pathname } = input.location;
  let token = input.accessToken;
  const language = input.language;

  if (token && input.tokenValid === false) {
    decision.signOut = 'tokens';
    token = null;
  }
  if (token && !hasUserId(input.userData)) {
    decision.signOut = 'full';
    token = null;
    if (pathname !== LOGIN_PATH) return { ...decision, redirect: LOGIN_PATH };
  }
  const signedIn = Boolean(token);

  if (!language) {
    if (signedIn) {
      decision.setDefaultLanguage = true;
    } else if (pathname !== SELECT_LANGUAGE_PATH) {
      return { ...decision, redirect: SELECT_LANGUAGE_PATH };
    }
  }

  if (input.access === 'guest') {
    if (signedIn) return { ...decision, redirect: pathname === SELECT_LANGUAGE_PATH ? LOGIN_PATH : '/' };
    return decision;
  }

  if (!signedIn) return { ...decision, redirect: loginPath(target(input.location)) };
  return decision;
}
