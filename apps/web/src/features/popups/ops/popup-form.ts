import {
  type OpsPopup,
  type PopupAudience,
  type PopupBody,
  type PopupDirectTo,
  type PopupPageId,
  type PopupStatus,
  redirectUrlForPeople,
} from '@adportal/contracts';
import { fromZonedInput, toZonedInput } from '../../../lib/format.ts';

/** What the popup form holds: the API's body with the platform's wall-clock date-times, the image it shows, the number as typed. */
export interface PopupFormValues {
  topic: string;
  audience: PopupAudience;
  /** The uploaded image's id ('' before one is uploaded). */
  image_id: string;
  body_html: string;
  direct_to: PopupDirectTo;
  url_direct: string;
  system_page: PopupPageId | '';
  pages: PopupPageId[];
  /** Date-time field values on the platform's clock ("2030-01-02T09:30"); '' for none. */
  starts_at: string;
  ends_at: string;
  status: PopupStatus;
  not_show_again_enable: boolean;
  position: string;
}

/** A field's wall-clock value as an instant; null when empty, kept as typed when invalid (the schema says so). */
function fromPlatformInput(local: string): string | null {
  if (!local) return null;
  return fromZonedInput(local) ?? local;
}

export function popupFormValues(popup: OpsPopup | null): PopupFormValues {
  return {
    topic: popup?.topic ?? '',
    audience: popup?.audience ?? 'advertiser',
    image_id: popup?.image.id ?? '',
    body_html: popup?.body_html ?? '',
    direct_to: popup?.direct_to ?? 'none',
    url_direct: popup?.url_direct ? redirectUrlForPeople(popup.url_direct) : '',
    system_page: popup?.system_page ?? '',
    pages: popup?.pages ?? [],
    starts_at: toZonedInput(popup?.starts_at),
    ends_at: toZonedInput(popup?.ends_at),
    status: popup?.status ?? 'active',
    not_show_again_enable: popup?.not_show_again_enable ?? true,
    position: String(popup?.position ?? 0),
  };
}

/** The API's body from the form (the schema then checks it as the server will). */
export function toPopupBody(values: PopupFormValues): PopupBody {
  const position = values.position.trim() === '' ? 0 : Number(values.position);
  return {
    topic: values.topic,
    audience: values.audience,
    image_id: values.image_id,
    body_html: values.body_html,
    direct_to: values.direct_to,
    url_direct: values.url_direct.trim() || null,
    system_page: values.system_page || null,
    pages: values.pages,
    starts_at: fromPlatformInput(values.starts_at),
    ends_at: fromPlatformInput(values.ends_at),
    status: values.status,
    not_show_again_enable: values.not_show_again_enable,
    position,
  };
}
