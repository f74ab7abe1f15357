import type { NotificationCategory, NotificationKind } from '@adportal/contracts';
import type { AdvertiserArea } from '@adportal/permissions';

/** The settings category a notification kind falls under (spec §3: deposit, withdraw, advertisement, …). */
export const CATEGORY_OF_KIND: Record<NotificationKind, NotificationCategory> = {
  advertisement: 'advertisement',
  deposit: 'deposit',
  promotion: 'deposit',
  balance: 'deposit',
  messenger: 'messenger',
  system: 'news',
  news: 'news',
  webhook: 'webhook',
};

/** A team notification reaches the members whose role may read its area (news reaches everyone). */
export const AREA_OF_CATEGORY: Record<NotificationCategory, AdvertiserArea | null> = {
  deposit: 'Deposit',
  withdraw: 'Statement',
  advertisement: 'Advertisement',
  website: 'Advertisement',
  messenger: 'Message',
  news: null,
  webhook: 'Webhook',
};

export interface ChannelSwitches {
  inApp: boolean;
  telegram: boolean;
  email: boolean;
}

/**
 * Before a user chooses: everything in the bell, everything on Telegram once they connect a chat (connecting
 * is asking for it), and by email what touches money and ads — not news, which would be mail nobody asked for.
 */
export const DEFAULT_CHANNELS: Record<NotificationCategory, ChannelSwitches> = {
  deposit: { inApp: true, telegram: true, email: true },
  withdraw: { inApp: true, telegram: true, email: true },
  advertisement: { inApp: true, telegram: true, email: true },
  website: { inApp: true, telegram: true, email: false },
  messenger: { inApp: true, telegram: true, email: true },
  news: { inApp: true, telegram: true, email: false },
  webhook: { inApp: true, telegram: true, email: true },
};

/** The kinds whose category a user turned off in the bell. */
export function kindsOfCategories(categories: readonly NotificationCategory[]): NotificationKind[] {
  return (Object.keys(CATEGORY_OF_KIND) as NotificationKind[]).filter((kind) =>
    categories.includes(CATEGORY_OF_KIND[kind]),
  );
}
