import type { SessionGrant } from '@adportal/contracts';
import type { NavigateFunction } from 'react-router';
import { safeRedirectTarget } from '../../lib/http-policy.ts';
import { session } from '../../lib/session.ts';
import { homePath } from '../../routing/href.ts';

/**
 * The end of every sign-in (password, or password then two-step code): store the session and go to the
 * page the user was sent away from, or the home of their kind of role.
 */
export async function completeSignIn(
  grant: SessionGrant,
  navigate: NavigateFunction,
  redirect: string | null,
): Promise<void> {
  session.startSession(grant);
  const target = safeRedirectTarget(redirect) ?? homePath(grant.user_data.role.kind);
  await navigate(target, { replace: true });
}

const CHALLENGE_KEY = 'twoFactorChallenge';

/**
 * The two-factor challenge between the login page and /two-steps. Kept in sessionStorage (this tab only,
 * gone when it closes); it is worth nothing without a code and expires on the server after 5 minutes.
 */
export const twoFactorChallenge = {
  save(challenge: string) {
    try {
      sessionStorage.setItem(CHALLENGE_KEY, challenge);
    } catch {
      memoryChallenge = challenge;
    }
  },
  load(): string | null {
    try {
      return sessionStorage.getItem(CHALLENGE_KEY) ?? memoryChallenge;
    } catch {
      return memoryChallenge;
    }
  },
  clear() {
    memoryChallenge = null;
    try {
      sessionStorage.removeItem(CHALLENGE_KEY);
    } catch {
      // Storage unavailable: the in-memory copy is cleared above.
    }
  },
};
let memoryChallenge: string | null = null;
