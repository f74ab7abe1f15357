import { z } from 'zod';

/** In-app notifications (the bell). Messages are i18n keys with parameters, translated by the reader. */
export const NOTIFICATION_KINDS = [
  'advertisement',
  'deposit',
  'promotion',
  'messenger',
  'system',
  'news',
  'balance',
  'webhook',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ZNotification = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    message_key: z.string(),
    params: z.record(z.string(), z.string()),
    link: z.string().nullable(),
    read_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationList = z
  .object({ data: z.array(ZNotification), unread: z.number().int() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof ZNotificationList>;
export const ZNotificationIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
