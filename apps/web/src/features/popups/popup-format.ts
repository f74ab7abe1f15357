import type { PopupPageId } from '@adportal/contracts';

/** The i18n key of an app page's name (POPUP_PAGES ids). */
export const popupPageKey = (id: PopupPageId) => `popups.pages.${id}` as const;
