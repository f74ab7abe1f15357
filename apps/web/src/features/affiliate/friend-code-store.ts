import { useSyncExternalStore } from 'react';

/** The system store's open/closed flag of the code-friend dialog (spec §3). */
let open = false;
const listeners = new Set<() => void>();
const DISMISSED_KEY = 'friendCodeDialogDismissed';

export const friendCodeDialog = {
  open() {
    open = true;
    for (const listener of listeners) listener();
  },
  close() {
    open = false;
    for (const listener of listeners) listener();
  },
  /** Skipped for this browser session: not offered again until the next one. */
  dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: the dialog may be offered again on the next page load, which is harmless.
    }
    friendCodeDialog.close();
  },
  wasDismissed(): boolean {
    try {
      return sessionStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      return false;
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => open,
};

export function useFriendCodeDialogOpen(): boolean {
  return useSyncExternalStore(friendCodeDialog.subscribe, friendCodeDialog.isOpen, () => false);
}
