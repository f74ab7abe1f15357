import type { ContentImage, OpsPopup, Popup, PopupDetail, PopupPageId } from '@adportal/contracts';
import { extensionOf } from '../../lib/images/process-image.ts';
import { plainTextOf } from '../../lib/rich-text.ts';
import type { ContentImageRow, PopupRow } from './popups.repository.ts';

/** Where a content image is served (public, immutable). */
export function contentImagePath(image: Pick<ContentImageRow, 'id' | 'format'>): string {
  return `/api/content-images/${image.id}.${extensionOf(image.format)}`;
}

export function contentImageView(image: ContentImageRow): ContentImage {
  return {
    id: image.id,
    url: contentImagePath(image),
    width: image.width,
    height: image.height,
    format: image.format,
    bytes: image.bytes,
  };
}

/** The day a popup is announced: the start of its period, or when it was created. */
const dateOf = (popup: PopupRow) => (popup.startsAt ?? popup.createdAt).toISOString();
const systemPageOf = (popup: PopupRow) => popup.systemPage as PopupPageId | null;

/** A popup as the app shows it (spec §3). */
export function popupView(popup: PopupRow, image: ContentImageRow): Popup {
  return {
    id: popup.id,
    topic: popup.topic,
    to: popup.audience,
    date: dateOf(popup),
    created_at: popup.createdAt.toISOString(),
    status: popup.status,
    image: contentImagePath(image),
    image_width: image.width,
    image_height: image.height,
    direct_to: popup.directTo,
    url_direct: popup.urlDirect,
    system_page: systemPageOf(popup),
    not_show_again_enable: popup.notShowAgainEnable,
    position: popup.position,
    has_body: plainTextOf(popup.bodyHtml).trim() !== '',
  };
}

export function popupDetailView(popup: PopupRow, image: ContentImageRow): PopupDetail {
  return {
    id: popup.id,
    topic: popup.topic,
    date: dateOf(popup),
    image: contentImagePath(image),
    image_width: image.width,
    image_height: image.height,
    body_html: popup.bodyHtml,
    direct_to: popup.directTo,
    url_direct: popup.urlDirect,
    system_page: systemPageOf(popup),
  };
}

export function opsPopupView(
  popup: PopupRow,
  image: ContentImageRow,
  counts: { seen: number; dismissed: number },
): OpsPopup {
  return {
    id: popup.id,
    topic: popup.topic,
    audience: popup.audience,
    image: contentImageView(image),
    body_html: popup.bodyHtml,
    direct_to: popup.directTo,
    url_direct: popup.urlDirect,
    system_page: systemPageOf(popup),
    pages: popup.pages as PopupPageId[],
    starts_at: popup.startsAt?.toISOString() ?? null,
    ends_at: popup.endsAt?.toISOString() ?? null,
    status: popup.status,
    not_show_again_enable: popup.notShowAgainEnable,
    position: popup.position,
    seen: counts.seen,
    dismissed: counts.dismissed,
    created_at: popup.createdAt.toISOString(),
    updated_at: popup.updatedAt.toISOString(),
  };
}
