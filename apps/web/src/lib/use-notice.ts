import { useEffect, useState } from 'react';
import { alertError, showSuccess } from './alerts.ts';

export type Notice = { kind: 'success'; title: string; text?: string } | { kind: 'error'; error: unknown };

/**
 * Shows an alert once no dialog of ours is open any more. An alert opened while a MUI dialog is still mounted
 * would record the page's aria-hidden (set by the dialog) and restore it on closing, hiding the page from
 * assistive technology; so the dialog closes first, then the alert opens.
 */
export function useNotice(dialogOpen: boolean): (notice: Notice) => void {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice || dialogOpen) return;
    setNotice(null);
    if (notice.kind === 'success') void showSuccess(notice.title, notice.text);
    else alertError(notice.error);
  }, [notice, dialogOpen]);
  return setNotice;
}
