import { z } from 'zod';
import { requiredText, typeError } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import { compareUsdt, ZUsdt } from './money.ts';
import { isHttpsAddress, isPortalPath } from './values/links.ts';
import {
  DIGEST_FREQUENCIES,
  DISPATCH_CHANNELS,
  DISPATCH_STATUSES,
  LOW_BALANCE_THRESHOLD_MAX_USDT,
  NEWS_AUDIENCES,
  NEWS_BODY_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  NOTIFICATION_CATEGORIES,
  type NOTIFICATION_CHANNELS,
} from './values/notification-settings.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  DIGEST_FREQUENCIES,
  DISPATCH_CHANNELS,
  DISPATCH_STATUSES,
  LOW_BALANCE_THRESHOLD_MAX_USDT,
  NEWS_AUDIENCES,
  NEWS_BODY_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
} from './values/notification-settings.ts';

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type DispatchChannel = (typeof DISPATCH_CHANNELS)[number];

export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const flag = z.boolean(typeError);

export const ZCategoryChannels = z
  .strictObject({
    category: z.enum(NOTIFICATION_CATEGORIES, { error: 'validation.invalid' }),
    in_app: flag,
    telegram: flag,
    email: flag,
  })
  .meta({ id: 'CategoryChannels' });
export type CategoryChannels = z.infer<typeof ZCategoryChannels>;

export const ZDigestSettings = z
  .strictObject({
    frequency: z.enum(DIGEST_FREQUENCIES, { error: 'validation.invalid' }),
    /** The hour of the platform's day the digest is sent at. */
    hour: z.number(typeError).int({ error: 'validation.invalid' }).min(0).max(23),
    /** For a weekly digest: ISO weekday, 1 = Monday … 7 = Sunday. */
    weekday: z.number(typeError).int({ error: 'validation.invalid' }).min(1).max(7),
    telegram: flag,
    email: flag,
  })
  .meta({ id: 'DigestSettings' });
export type DigestSettings = z.infer<typeof ZDigestSettings>;

/** A USDT threshold with at most 2 decimals, or null for "off". */
const ZThreshold = z
  .string(typeError)
  .trim()
  .regex(/^\d+(\.\d+)?$/, { error: 'validation.amount' })
  .refine((value) => !/\.\d{3,}$/.test(value), { error: 'validation.maxDecimals|max=2' })
  .refine((value) => compareUsdt(value, '0') > 0, { error: 'validation.amountPositive' })
  .refine((value) => compareUsdt(value, String(LOW_BALANCE_THRESHOLD_MAX_USDT)) <= 0, {
    error: `validation.amountMax|max=${LOW_BALANCE_THRESHOLD_MAX_USDT}`,
  })
  .nullable();

/** PUT /api/notification-settings: the whole of the user's own settings (every category once). */
export const ZNotificationSettingsBody = z
  .strictObject({
    categories: z
      .array(ZCategoryChannels)
      .length(NOTIFICATION_CATEGORIES.length, { error: 'validation.invalid' })
      .refine((rows) => new Set(rows.map((row) => row.category)).size === rows.length, {
        error: 'validation.invalid',
      }),
    low_balance_threshold: ZThreshold,
    digest: ZDigestSettings,
  })
  .meta({ id: 'NotificationSettingsBody' });
export type NotificationSettingsBody = z.input<typeof ZNotificationSettingsBody>;

export const ZNotificationSettings = z
  .object({
    categories: z.array(ZCategoryChannels),
    low_balance_threshold: ZUsdt.nullable(),
    digest: ZDigestSettings,
    /** The platform's time zone: digest hours are in it. */
    time_zone: z.string(),
    /** Whether this user has a Telegram chat connected (Telegram switches do nothing until then). */
    telegram_connected: z.boolean(),
    /** Whether the platform can send Telegram messages at all (a bot is configured, or the sandbox runs). */
    telegram_available: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

/** The Telegram connection of the signed-in user (spec §3 telegramData, §4 connected/disconnected). */
export const ZTelegramStatus = z
  .object({
    /** A bot is configured (TELEGRAM_BOT_TOKEN) or the local sandbox bot runs. */
    configured: z.boolean(),
    /** The local sandbox bot (no real Telegram): the connect page offers to press Start for the user. */
    sandbox: z.boolean(),
    bot_username: z.string().nullable(),
    connection: z
      .object({ chat_id: z.string(), chat_name: z.string(), connected_at: z.iso.datetime() })
      .nullable(),
  })
  .meta({ id: 'TelegramStatus' });
export type TelegramStatus = z.infer<typeof ZTelegramStatus>;

/** POST /api/telegram/link: a fresh single-use deep link (older ones of the user stop working). */
export const ZTelegramLink = z
  .object({ url: z.string(), bot_username: z.string(), expires_at: z.iso.datetime() })
  .meta({ id: 'TelegramLink' });
export type TelegramLink = z.infer<typeof ZTelegramLink>;

/** POST /api/telegram/sandbox/start: the sandbox plays the user pressing Start on this deep link. */
export const ZTelegramSandboxStartBody = z.strictObject({
  url: requiredText(512),
});

/** What the sandbox bot sent to the user's chat (newest first): the demo's stand-in for the Telegram app. */
export const ZTelegramSandboxMessages = z
  .object({ data: z.array(z.object({ text: z.string(), sent_at: z.iso.datetime() })) })
  .meta({ id: 'TelegramSandboxMessages' });
export type TelegramSandboxMessages = z.infer<typeof ZTelegramSandboxMessages>;

export const ZNewsBroadcastBody = z
  .strictObject({
    title: requiredText(NEWS_TITLE_MAX_LENGTH),
    body: requiredText(NEWS_BODY_MAX_LENGTH),
    /** An optional link opened from the notification (a path of this portal or an https URL, values/links.ts). */
    link: z
      .string(typeError)
      .trim()
      .max(512, { error: messageKey('validation.maxLength', { max: 512 }) })
      .refine((value) => value === '' || isPortalPath(value) || isHttpsAddress(value), {
        error: 'validation.url',
      })
      .optional()
      .default(''),
    audience: z.enum(NEWS_AUDIENCES, { error: 'validation.invalid' }),
    /** With audience 'advertisers': whom to send to. */
    advertiser_ids: z
      .array(z.uuid({ error: 'validation.invalid' }))
      .max(1000)
      .optional()
      .default([]),
  })
  .refine((body) => body.audience === 'all' || body.advertiser_ids.length > 0, {
    error: 'validation.required',
    path: ['advertiser_ids'],
  })
  .meta({ id: 'NewsBroadcastBody' });
export type NewsBroadcastBody = z.input<typeof ZNewsBroadcastBody>;

export const ZNewsBroadcast = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    audience: z.enum(NEWS_AUDIENCES),
    advertisers: z.number().int(),
    created_by: z.string().nullable(),
    created_at: z.iso.datetime(),
    dispatches: z.object({
      queued: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
  })
  .meta({ id: 'NewsBroadcast' });
export type NewsBroadcast = z.infer<typeof ZNewsBroadcast>;

export const ZNewsBroadcastList = z
  .object({ data: z.array(ZNewsBroadcast), total: z.number().int() })
  .meta({ id: 'NewsBroadcastList' });
export type NewsBroadcastList = z.infer<typeof ZNewsBroadcastList>;

/** GET /api/ops/news/audience: how many advertisers a broadcast to all reaches now (asked before sending). */
export const ZNewsAudience = z.object({ advertisers: z.number().int() }).meta({ id: 'NewsAudience' });
export type NewsAudience = z.infer<typeof ZNewsAudience>;

export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

const page = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20);

export const ZDispatchListQuery = z.strictObject({
  status: z.enum(DISPATCH_STATUSES, { error: 'validation.invalid' }).optional(),
  channel: z.enum(DISPATCH_CHANNELS, { error: 'validation.invalid' }).optional(),
  q: z.string().trim().max(200).optional(),
  /** Only the dispatches of one news broadcast (the broadcasts list links here). */
  broadcast_id: z.uuid({ error: 'validation.invalid' }).optional(),
  page,
  page_size: pageSize,
});
export type DispatchListQuery = z.input<typeof ZDispatchListQuery>;

export const ZDispatch = z
  .object({
    id: z.string(),
    channel: z.enum(DISPATCH_CHANNELS),
    category: z.string().nullable(),
    status: z.enum(DISPATCH_STATUSES),
    user_email: z.string(),
    company_name: z.string().nullable(),
    subject: z.string(),
    /** The news broadcast it belongs to, if any. */
    broadcast_id: z.string().nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.iso.datetime(),
    sent_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'NotificationDispatch' });
export type Dispatch = z.infer<typeof ZDispatch>;

export const ZDispatchList = z
  .object({ data: z.array(ZDispatch), total: z.number().int() })
  .meta({ id: 'NotificationDispatchList' });
export type DispatchList = z.infer<typeof ZDispatchList>;

export const ZDispatchIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZNewsListQuery = z.strictObject({ page, page_size: pageSize });
export type NewsListQuery = z.input<typeof ZNewsListQuery>;
