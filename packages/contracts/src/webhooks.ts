import { z } from 'zod';
import { requiredText, typeError } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import { AD_STATUSES } from './values/advertisements.ts';
import { DEPOSIT_METHODS } from './values/deposits.ts';
import {
  WEBHOOK_AD_STOP_REASONS,
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_PAGE_SIZES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DEPOSIT_FAILURES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
} from './values/webhooks.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export * from './values/webhooks.ts';

/**
 * An endpoint's URL: http(s) URL syntax (a name, an IPv4 or a bracketed IPv6 host), kept in the WHATWG form (`new
 * URL(…).href`: `0x7f.1` becomes `127.0.0.1`). Whether its address may be reached is checked when it is sent to.
 */
const ZWebhookUrl = requiredText(WEBHOOK_URL_MAX_LENGTH)
  .pipe(z.url({ protocol: /^https?$/, error: 'webhooks.validation.url' }))
  .transform((url) => new URL(url).href);

export const ZWebhookEndpointBody = z
  .strictObject({
    url: ZWebhookUrl,
    /** Optional; an empty text is none. */
    description: z
      .string(typeError)
      .trim()
      .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, {
        error: messageKey('validation.maxLength', { max: WEBHOOK_DESCRIPTION_MAX_LENGTH }),
      })
      .optional()
      .transform((value) => (value ? value : null)),
    /** At least one, each once; only events of areas the caller can read. */
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.required' })
      .max(WEBHOOK_EVENTS.length)
      .refine((events) => new Set(events).size === events.length, { error: 'validation.invalid' }),
    /** Omitted: true. Switching a disabled endpoint on clears its `disabled_reason`. */
    enabled: z.boolean(typeError).default(true),
  })
  .meta({ id: 'WebhookEndpointBody' });
export type WebhookEndpointBody = z.input<typeof ZWebhookEndpointBody>;

export const ZWebhookLastDelivery = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  at: z.iso.datetime(),
  response_status: z.number().int().nullable(),
});

export const ZWebhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    /** `failing`: the platform switched it off after its deliveries kept failing; null otherwise. */
    disabled_reason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
    /** Since when every delivery has failed finally (null while the last one succeeded or none failed). */
    failing_since: z.iso.datetime().nullable(),
    /** `whsec_…` and the secret's last 4 characters; the secret itself is shown only when made. */
    secret_hint: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    /** The newest delivery's state, or null before the first. */
    last_delivery: ZWebhookLastDelivery.nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z
  .object({ items: z.array(ZWebhookEndpoint), limit: z.number().int() })
  .meta({ id: 'WebhookEndpointList' });
export type WebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** A creation's or rotation's answer: the endpoint and its (new) signing secret, shown this once. */
export const ZWebhookEndpointCreated = z
  .object({ endpoint: ZWebhookEndpoint, secret: z.string() })
  .meta({ id: 'WebhookEndpointCreated' });
export type WebhookEndpointCreated = z.infer<typeof ZWebhookEndpointCreated>;

export const ZWebhookIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZWebhookDeliveryParams = z.strictObject({
  id: z.uuid({ error: 'validation.invalid' }),
  deliveryId: z.uuid({ error: 'validation.invalid' }),
});

export const ZWebhookDeliveryQuery = z.strictObject({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .refine((size) => (WEBHOOK_DELIVERY_PAGE_SIZES as readonly number[]).includes(size), {
      error: 'validation.invalid',
    })
    .default(25),
});
export type WebhookDeliveryQuery = z.input<typeof ZWebhookDeliveryQuery>;

export const ZWebhookDelivery = z
  .object({
    id: z.uuid(),
    /** The `webhook-id` header: the same across retries and redeliveries of one message. */
    message_id: z.string(),
    event: z.enum(WEBHOOK_DELIVERY_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    next_attempt_at: z.iso.datetime().nullable(),
    last_attempt_at: z.iso.datetime().nullable(),
    response_status: z.number().int().nullable(),
    response_ms: z.number().int().nullable(),
    /** The start of the last answer's body as text (at most 500 characters). */
    response_excerpt: z.string().nullable(),
    error: z.enum(WEBHOOK_DELIVERY_ERRORS).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = z
  .object({
    data: z.array(ZWebhookDelivery),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryPage' });
export type WebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

// ---- Event payloads: `{ type, timestamp, data }` (Standard Webhooks); ids as strings, money as decimal strings.

const money = z.string().describe('USDT as a decimal string, e.g. "12.5"');

export const ZWebhookDepositCreditedData = z
  .object({
    deposit_id: z.string(),
    reference: z.string(),
    method: z.enum(DEPOSIT_METHODS),
    /** What the deposit asked for. */
    amount: money,
    /** What was credited (less than `amount` when a crypto deposit was partly paid). */
    credited: money,
  })
  .meta({ id: 'WebhookDepositCreditedData' });

export const ZWebhookDepositFailedData = z
  .object({
    deposit_id: z.string(),
    reference: z.string(),
    method: z.enum(DEPOSIT_METHODS),
    amount: money,
    /** failed: the chain or provider said so; rejected: an operator refused it; timeout: expired unpaid. */
    status: z.enum(WEBHOOK_DEPOSIT_FAILURES),
    /** The operator's remark of a rejection, else null. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'WebhookDepositFailedData' });

export const ZWebhookAdStatusChangedData = z
  .object({
    ad_id: z.string(),
    name: z.string(),
    from: z.enum(AD_STATUSES),
    to: z.enum(AD_STATUSES),
    /** The reviewer's reason of a rejection or ban, else null. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'WebhookAdStatusChangedData' });

export const ZWebhookAdStoppedData = z
  .object({
    ad_id: z.string(),
    name: z.string(),
    /** budget: its daily or total budget is used up; balance: the team's balance cannot cover a charge;
     * schedule: its schedule ended. */
    reason: z.enum(WEBHOOK_AD_STOP_REASONS),
  })
  .meta({ id: 'WebhookAdStoppedData' });

export const ZWebhookBalanceLowData = z
  .object({ balance: money, threshold: money })
  .meta({ id: 'WebhookBalanceLowData' });

export const ZWebhookSpendSettledData = z
  .object({
    /** The settled day (platform time). */
    date: z.iso.date(),
    /** The day's booked expense. */
    amount: money,
  })
  .meta({ id: 'WebhookSpendSettledData' });

export const ZWebhookMessageAnsweredData = z
  .object({ conversation_id: z.string(), message_id: z.string(), subject: z.string() })
  .meta({ id: 'WebhookMessageAnsweredData' });

export const ZWebhookTestData = z.object({ endpoint_id: z.string() }).meta({ id: 'WebhookTestData' });

/** The `data` schema of each event type. */
export const WEBHOOK_EVENT_DATA = {
  'deposit.credited': ZWebhookDepositCreditedData,
  'deposit.failed': ZWebhookDepositFailedData,
  'ad.status_changed': ZWebhookAdStatusChangedData,
  'ad.stopped': ZWebhookAdStoppedData,
  'balance.low': ZWebhookBalanceLowData,
  'spend.settled': ZWebhookSpendSettledData,
  'message.answered': ZWebhookMessageAnsweredData,
  'webhook.test': ZWebhookTestData,
} as const;
export type WebhookEventData<E extends keyof typeof WEBHOOK_EVENT_DATA> = z.infer<
  (typeof WEBHOOK_EVENT_DATA)[E]
>;

/** The body POSTed to an endpoint. */
export const ZWebhookPayload = z
  .object({
    type: z.enum(WEBHOOK_DELIVERY_EVENTS),
    /** When the event happened (ISO 8601, UTC). */
    timestamp: z.iso.datetime(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof ZWebhookPayload>;

/** One delivery with the body it sends. */
export const ZWebhookDeliveryDetail = ZWebhookDelivery.extend({ payload: ZWebhookPayload }).meta({
  id: 'WebhookDeliveryDetail',
});
export type WebhookDeliveryDetail = z.infer<typeof ZWebhookDeliveryDetail>;
