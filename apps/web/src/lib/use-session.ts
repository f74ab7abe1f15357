import { useSyncExternalStore } from 'react';
import { type SessionState, session } from './session.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
