import { isPortalPath, type Popup } from '@adportal/contracts';

/** Where a click on a popup's image leads: nowhere, an address in a new tab, or a page of the app. */
export type PopupTarget = { kind: 'none' } | { kind: 'url'; href: string } | { kind: 'page'; to: string };

const NONE: PopupTarget = { kind: 'none' };

/**
 * The popup's target from the answer: url_direct when direct_to is url (http or https only), the path of its
 * system_url entry when direct_to is page (a path of this app only). Anything else leads nowhere.
 */
export function popupTarget(
  popup: Pick<Popup, 'direct_to' | 'url_direct' | 'system_page'>,
  systemUrl: readonly { id: string; page: string }[],
): PopupTarget {
  if (popup.direct_to === 'url' && popup.url_direct) {
    try {
      const url = new URL(popup.url_direct);
      return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'url', href: url.href } : NONE;
    } catch {
      return NONE;
    }
  }
  if (popup.direct_to === 'page' && popup.system_page) {
    const page = systemUrl.find((entry) => entry.id === popup.system_page)?.page;
    return page && isPortalPath(page) ? { kind: 'page', to: page } : NONE;
  }
  return NONE;
}
