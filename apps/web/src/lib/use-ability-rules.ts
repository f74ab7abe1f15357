import { useCallback, useSyncExternalStore } from 'react';
import { ability } from './ability.ts';

/** The current rules of the app's ability; re-renders when they change (login, /me refresh, logout). */
export function useAbilityRules() {
  const subscribe = useCallback((listener: () => void) => ability.on('updated', listener), []);
  return useSyncExternalStore(subscribe, () => ability.rules);
}
