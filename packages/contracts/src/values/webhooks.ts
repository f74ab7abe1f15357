import type { AdvertiserArea } from '@adportal/permissions/areas';

/** The events an endpoint may subscribe to (docs/api.md "Webhooks" shows each payload). */
export const WEBHOOK_EVENTS = [
  'deposit.credited',
  'deposit.failed',
  'ad.status_changed',
  'ad.stopped',
  'balance.low',
  'spend.settled',
  'message.answered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Every type a delivery can carry: the subscribable events and `webhook.test` (only sent by the test button). */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'webhook.test'] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/** The area whose read an event needs: an endpoint may subscribe only to events its creator can read. */
export const WEBHOOK_EVENT_AREAS: Record<WebhookEvent, AdvertiserArea> = {
  'deposit.credited': 'Deposit',
  'deposit.failed': 'Deposit',
  'ad.status_changed': 'Advertisement',
  'ad.stopped': 'Advertisement',
  'balance.low': 'Deposit',
  'spend.settled': 'Statement',
  'message.answered': 'Message',
};

/** Why an ad stopped serving by itself. */
export const WEBHOOK_AD_STOP_REASONS = ['budget', 'balance', 'schedule'] as const;
export type WebhookAdStopReason = (typeof WEBHOOK_AD_STOP_REASONS)[number];

/** How a deposit failed: the chain or provider said so, an operator refused it, or it expired unpaid. */
export const WEBHOOK_DEPOSIT_FAILURES = ['failed', 'rejected', 'timeout'] as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why the last attempt of a delivery did not succeed (translated as `webhooks.deliveryErrors.<code>`):
 * timeout — no answer within WEBHOOK_TIMEOUT_SECONDS; connection — refused, reset, DNS or TLS failure;
 * address_not_allowed — the URL (or a redirect) leads to a loopback, private, link-local or metadata address,
 * or is not https in production; redirect — the endpoint answered a redirect (never followed);
 * http_status — any other answer outside 2xx.
 */
export const WEBHOOK_DELIVERY_ERRORS = [
  'timeout',
  'connection',
  'address_not_allowed',
  'redirect',
  'http_status',
] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

/** Why an endpoint was switched off by the platform (null: it was not, or the team switched it off). */
export const WEBHOOK_DISABLED_REASONS = ['failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 100;
/** Endpoints an advertiser team may have. */
export const WEBHOOK_ENDPOINTS_PER_ADVERTISER = 10;
/** The start of the endpoint's answer kept with each attempt, as text. */
export const WEBHOOK_RESPONSE_EXCERPT_MAX_LENGTH = 500;
/** An attempt gives up after this long without a complete answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/**
 * Waits before each retry after a failed attempt (seconds): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight
 * attempts over about 27.6 hours; then the delivery is `failed`.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
/** An endpoint whose deliveries have all failed finally for this many days is disabled (`failing`). */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;
/** After a rotation the previous secret keeps signing (a second `v1,` signature) for this long. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;
export const WEBHOOK_DELIVERY_PAGE_SIZES = [10, 25, 50, 100] as const;
