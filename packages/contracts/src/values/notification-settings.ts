/**
 * Notifications that reach people (issue 16, docs/notifications.md): the spec's categories (§3 "Notification
 * settings"), the channels each can go through, the user's low-balance threshold and digest, the Telegram
 * connection, and the operators' news broadcasts and dispatch log.
 */
export const NOTIFICATION_CATEGORIES = [
  'deposit',
  'withdraw',
  'advertisement',
  'website',
  'messenger',
  'news',
  'webhook',
] as const;

export const NOTIFICATION_CHANNELS = ['in_app', 'telegram', 'email'] as const;

/** The channels a dispatch row is queued for (in-app is the notification row itself). */
export const DISPATCH_CHANNELS = ['telegram', 'email'] as const;

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;

/** The largest low-balance threshold a user may set. */
export const LOW_BALANCE_THRESHOLD_MAX_USDT = 1_000_000;

/* Operators: news broadcasts and the dispatch log. */

export const NEWS_TITLE_MAX_LENGTH = 120;

export const NEWS_BODY_MAX_LENGTH = 2000;

export const NEWS_AUDIENCES = ['all', 'advertisers'] as const;

export const DISPATCH_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
