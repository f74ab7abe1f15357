import type { PopupPageId } from '@adportal/contracts';

/** The day a popup is announced, in the reader's language ("24 November 2026"). */
export function formatPopupDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** A moment of a popup's period for operators ("24 Nov 2026, 09:30"). */
export function formatPopupMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The i18n key of an app page's name (POPUP_PAGES ids). */
export const popupPageKey = (id: PopupPageId) => `popups.pages.${id}` as const;
