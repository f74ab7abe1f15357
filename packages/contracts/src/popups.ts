import { z } from 'zod';
import { AD_IMAGE_FORMATS, ZRedirectUrl } from './advertisements.ts';
import { isoDateTimeInput, requiredText, typeError } from './fields.ts';
import { ZRichText } from './rich-text.ts';
import {
  PAGE_NAME,
  POPUP_AUDIENCES,
  POPUP_DIRECT_TO,
  POPUP_PAGE_IDS,
  POPUP_PAGES,
  POPUP_STATUSES,
  POPUP_TOPIC_MAX_LENGTH,
} from './values/popups.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  POPUP_AUDIENCES,
  POPUP_DIRECT_TO,
  POPUP_PAGE_IDS,
  POPUP_PAGES,
  POPUP_STATUSES,
  POPUP_TOPIC_MAX_LENGTH,
} from './values/popups.ts';

export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

export type PopupDirectTo = (typeof POPUP_DIRECT_TO)[number];

export type PopupStatus = (typeof POPUP_STATUSES)[number];

export type PopupPageId = (typeof POPUP_PAGES)[number]['id'];

export const ZPopupPageQuery = z.strictObject({
  page: z.string(typeError).regex(PAGE_NAME, { error: 'popups.errors.pageName' }),
});
export type PopupPageQuery = z.input<typeof ZPopupPageQuery>;

export const ZPopupIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });

/** An app page of POPUP_PAGES: its route name and path. */
const ZPopupPage = z.object({ id: z.enum(POPUP_PAGE_IDS), page: z.string() }).meta({ id: 'PopupPage' });

/** A popup as the app shows it (spec §3 Popup); its image and page paths are relative to `domain`. */
export const ZPopup = z
  .object({
    id: z.string(),
    topic: z.string(),
    /** The audience (spec: `to`). */
    to: z.enum(POPUP_AUDIENCES),
    /** The day it is announced: the start of its period, or when it was created. */
    date: z.iso.datetime(),
    created_at: z.iso.datetime(),
    status: z.enum(POPUP_STATUSES),
    /** Path of the image under `domain`. */
    image: z.string(),
    image_width: z.number().int(),
    image_height: z.number().int(),
    direct_to: z.enum(POPUP_DIRECT_TO),
    /** Where a click leads when direct_to is url (opened in a new tab). */
    url_direct: z.string().nullable(),
    /** The POPUP_PAGES id (system_url) a click leads to when direct_to is page. */
    system_page: z.enum(POPUP_PAGE_IDS).nullable(),
    not_show_again_enable: z.boolean(),
    /** Stack order: the lowest first. */
    position: z.number().int(),
    /** Whether /popup/detail/{id} has more to read than the image. */
    has_body: z.boolean(),
  })
  .meta({ id: 'Popup' });
export type Popup = z.infer<typeof ZPopup>;

/** GET /api/popup/page (spec §7): exactly status, data, domain and system_url. */
export const ZPopupPageAnswer = z
  .object({
    /** Always true in a 200 answer (failures use the error shape). */
    status: z.literal(true),
    data: z.array(ZPopup),
    /** The app's public origin; `image` and the pages of system_url are paths under it. */
    domain: z.string(),
    system_url: z.array(ZPopupPage),
  })
  .meta({ id: 'PopupPageAnswer' });
export type PopupPageAnswer = z.infer<typeof ZPopupPageAnswer>;

/** GET /api/popup/detail/{id} (public): what /popup/detail/{id} shows. */
export const ZPopupDetail = z
  .object({
    id: z.string(),
    topic: z.string(),
    date: z.iso.datetime(),
    image: z.string(),
    image_width: z.number().int(),
    image_height: z.number().int(),
    /** Sanitized HTML ('' when the popup has no text). */
    body_html: z.string(),
    direct_to: z.enum(POPUP_DIRECT_TO),
    url_direct: z.string().nullable(),
    system_page: z.enum(POPUP_PAGE_IDS).nullable(),
  })
  .meta({ id: 'PopupDetail' });
export type PopupDetail = z.infer<typeof ZPopupDetail>;

/** An uploaded content image (operators): stored re-encoded, served at `url`. */
export const ZContentImage = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    format: z.enum(AD_IMAGE_FORMATS),
    bytes: z.number().int(),
  })
  .meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof ZContentImage>;

const nullableMoment = isoDateTimeInput().nullable().default(null);

/** Create or change a popup (operators). */
export const ZPopupBody = z
  .strictObject({
    topic: requiredText(POPUP_TOPIC_MAX_LENGTH),
    audience: z.enum(POPUP_AUDIENCES, { error: 'validation.required' }),
    image_id: z.uuid({ error: 'popups.errors.imageRequired' }),
    /** Optional text of the detail page (sanitized on the server). */
    body_html: ZRichText.default(''),
    direct_to: z.enum(POPUP_DIRECT_TO, { error: 'validation.required' }),
    url_direct: z.string(typeError).nullable().default(null),
    system_page: z.enum(POPUP_PAGE_IDS, { error: 'validation.invalid' }).nullable().default(null),
    /** Pages it shows on; none means every signed-in page. */
    pages: z
      .array(z.enum(POPUP_PAGE_IDS, { error: 'validation.invalid' }))
      .max(POPUP_PAGES.length)
      .default([])
      .transform((pages) => [...new Set(pages)]),
    starts_at: nullableMoment,
    ends_at: nullableMoment,
    status: z.enum(POPUP_STATUSES, { error: 'validation.required' }),
    not_show_again_enable: z.boolean(typeError).default(false),
    position: z.number(typeError).int({ error: 'validation.integer' }).min(0).max(9999).default(0),
  })
  .superRefine((body, context) => {
    if (body.direct_to === 'url') {
      const parsed = ZRedirectUrl.safeParse(body.url_direct ?? '');
      if (!parsed.success)
        context.addIssue({
          code: 'custom',
          path: ['url_direct'],
          message: parsed.error.issues[0]?.message ?? 'validation.required',
        });
    }
    if (body.direct_to === 'page' && !body.system_page)
      context.addIssue({ code: 'custom', path: ['system_page'], message: 'validation.required' });
    if (body.starts_at && body.ends_at && Date.parse(body.ends_at) <= Date.parse(body.starts_at))
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'validation.dateRange' });
  })
  // Only the target direct_to names is kept: a URL typed before switching to "page" is not stored.
  .transform((body) => ({
    ...body,
    url_direct: body.direct_to === 'url' ? ZRedirectUrl.parse(body.url_direct) : null,
    system_page: body.direct_to === 'page' ? body.system_page : null,
  }))
  .meta({ id: 'PopupBody' });
export type PopupBody = z.input<typeof ZPopupBody>;

export const ZPopupStatusBody = z
  .strictObject({ status: z.enum(POPUP_STATUSES, { error: 'validation.required' }) })
  .meta({ id: 'PopupStatusBody' });

/** A popup as operators manage it: every field, its image and how many saw and dismissed it. */
export const ZOpsPopup = z
  .object({
    id: z.string(),
    topic: z.string(),
    audience: z.enum(POPUP_AUDIENCES),
    image: ZContentImage,
    body_html: z.string(),
    direct_to: z.enum(POPUP_DIRECT_TO),
    url_direct: z.string().nullable(),
    system_page: z.enum(POPUP_PAGE_IDS).nullable(),
    pages: z.array(z.enum(POPUP_PAGE_IDS)),
    starts_at: z.iso.datetime().nullable(),
    ends_at: z.iso.datetime().nullable(),
    status: z.enum(POPUP_STATUSES),
    not_show_again_enable: z.boolean(),
    position: z.number().int(),
    /** Users it was shown to (each counted once). */
    seen: z.number().int(),
    /** Users who chose 'Do not show this popup again'. */
    dismissed: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'OpsPopup' });
export type OpsPopup = z.infer<typeof ZOpsPopup>;

export const ZOpsPopupsQuery = z.strictObject({
  search: z.string(typeError).trim().max(POPUP_TOPIC_MAX_LENGTH).optional(),
  status: z.enum(POPUP_STATUSES, { error: 'validation.invalid' }).optional(),
  audience: z.enum(POPUP_AUDIENCES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type OpsPopupsQuery = z.input<typeof ZOpsPopupsQuery>;

export const ZOpsPopupPage = z
  .object({
    data: z.array(ZOpsPopup),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'OpsPopupPage' });
export type OpsPopupPage = z.infer<typeof ZOpsPopupPage>;
