import type { Popup } from '@adportal/contracts';
import { useEffect, useState } from 'react';
import { useOtherModalOpen } from '../../../lib/use-other-modal-open.ts';
import { useFriendCodeDialogOpen } from '../../affiliate/index.ts';
import { useDismissPopupMutation } from '../api/dismiss-popup.ts';
import { usePagePopups } from '../api/get-page-popups.ts';
import { PAGES_WITHOUT_POPUPS } from '../api/page-popups-request.ts';
import { type PopupTarget, popupTarget } from '../popup-target.ts';
import { PopupDialog } from './PopupDialog.tsx';

/**
 * Spec §9: the popups' z-index starts at 1000 and rises by stack position. The theme keeps the layout's chrome
 * (app bar, navigation drawer, scroll-to-top) below 1000, so the backdrop covers it (lib/theme/theme.ts).
 */
const POPUP_Z_INDEX_BASE = 1000;

interface Shown {
  popup: Popup;
  target: PopupTarget;
  zIndex: number;
}

/**
 * The popups of the current page (its route name), asked on every page change, shown one at a time, first of
 * the stack first (z-index rising by stack position). A closed popup stays closed until the app is loaded again; 'Do not show this popup again'
 * is recorded on the server. A failed fetch (a 404 included) is only logged (spec §8).
 */
export function PopupHost({ page }: { page: string }) {
  const excluded = PAGES_WITHOUT_POPUPS.has(page);
  const popups = usePagePopups(page, !excluded);
  const dismiss = useDismissPopupMutation();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  // The popup fading out: the next one opens once it has gone (and it finishes even if the page changes).
  const [leaving, setLeaving] = useState<Shown | null>(null);
  // A new account's friend-code question comes first: announcements wait until it is answered or skipped,
  // rather than stacking a second modal under (and hiding) it.
  const friendCodeAsked = useFriendCodeDialogOpen();
  // Likewise a popup does not open while a menu or dialog the person opened is in use (it would take the
  // focus and hide that one from assistive technology); one already open stays.
  const otherModalOpen = useOtherModalOpen('[data-popup-id]');
  const [openedId, setOpenedId] = useState<string | null>(null);

  useEffect(() => {
    if (popups.error) console.warn(`Popups of the page "${page}" could not be loaded:`, popups.error);
  }, [popups.error, page]);

  const stack = popups.data?.data ?? [];
  const position = stack.findIndex((popup) => !closed.has(popup.id));
  const popup = excluded || friendCodeAsked ? undefined : stack[position];
  const held = otherModalOpen && popup?.id !== openedId;
  const showingId = !leaving && popup && !held ? popup.id : null;
  useEffect(() => {
    if (showingId) setOpenedId(showingId);
  }, [showingId]);

  const close = (shown: Shown, doNotShowAgain: boolean) => {
    setClosed((before) => new Set(before).add(shown.popup.id));
    setLeaving(shown);
    if (doNotShowAgain)
      dismiss.mutate(shown.popup.id, {
        onError: (error) =>
          console.warn(`'Do not show again' was not recorded for ${shown.popup.id}:`, error),
      });
  };

  if (leaving)
    return (
      <PopupDialog
        key={leaving.popup.id}
        {...leaving}
        open={false}
        onClose={() => {}}
        onExited={() => setLeaving(null)}
      />
    );
  if (!popup || !popups.data || held) return null;
  const shown: Shown = {
    popup,
    target: popupTarget(popup, popups.data.system_url),
    zIndex: POPUP_Z_INDEX_BASE + position,
  };
  return (
    <PopupDialog
      key={popup.id}
      {...shown}
      open
      onClose={(doNotShowAgain) => close(shown, doNotShowAgain)}
      onExited={() => {}}
    />
  );
}
