import { useSyncExternalStore } from 'react';

/** The system store's open/closed flag of the code-friend dialog (spec §3). */
let open = false;
const listeners = new Set<() => void>();
let skipHandler: (() => void) | null = null;

export const friendCodeDialog = {
  open() {
    open = true;
    for (const listener of listeners) listener();
  },
  close() {
    open = false;
    for (const listener of listeners) listener();
  },
  /** "Skip for now": closes, and the prompt remembers the choice for the user on the server. */
  dismiss() {
    skipHandler?.();
    friendCodeDialog.close();
  },
  /** The prompt says how a skip is remembered; returns the way to stop. */
  onSkip(handler: () => void): () => void {
    skipHandler = handler;
    return () => {
      if (skipHandler === handler) skipHandler = null;
    };
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
