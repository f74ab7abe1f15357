import {
  type DigestSettings,
  formatUsdt,
  NOTIFICATION_CATEGORIES,
  type NotificationSettings,
  parseUsdt,
  type ZNotificationSettingsBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../identity/principal.ts';
import type { TelegramLinks } from '../telegram/telegram-links.ts';
import { DEFAULT_CHANNELS } from './notification-categories.ts';
import {
  findPreferences,
  findUserSettings,
  replacePreferences,
  upsertUserSettings,
} from './notification-settings.repository.ts';

export const DEFAULT_DIGEST: DigestSettings = {
  frequency: 'off',
  hour: 9,
  weekday: 1,
  telegram: true,
  email: true,
};

type SettingsInput = z.output<typeof ZNotificationSettingsBody>;

/** The signed-in user's own notification settings: channels per category, low-balance threshold, digest. */
export class NotificationSettingsService {
  constructor(
    private readonly deps: {
      db: Database;
      telegramLinks: TelegramLinks;
      telegramAvailable: boolean;
      timeZone: string;
      now: () => Date;
    },
  ) {}

  async get(principal: Principal): Promise<NotificationSettings> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Setting');
    return this.read(principal.user.id);
  }

  async update(principal: Principal, body: SettingsInput): Promise<NotificationSettings> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Setting');
    const userId = principal.user.id;
    await this.deps.db.transaction(async (tx) => {
      await replacePreferences(
        tx,
        userId,
        body.categories.map((row) => ({
          userId,
          category: row.category,
          inApp: row.in_app,
          telegram: row.telegram,
          email: row.email,
        })),
      );
      await upsertUserSettings(tx, {
        userId,
        lowBalanceThresholdMicros:
          body.low_balance_threshold === null ? null : parseUsdt(body.low_balance_threshold),
        digestFrequency: body.digest.frequency,
        digestHour: body.digest.hour,
        digestWeekday: body.digest.weekday,
        digestTelegram: body.digest.telegram,
        digestEmail: body.digest.email,
        updatedAt: this.deps.now(),
      });
    });
    return this.read(userId);
  }

  private async read(userId: string): Promise<NotificationSettings> {
    const db = this.deps.db;
    const [preferences, settings, link] = [
      await findPreferences(db, [userId]),
      await findUserSettings(db, userId),
      await this.deps.telegramLinks.of(db, userId),
    ];
    const chosen = new Map(preferences.map((row) => [row.category, row]));
    return {
      categories: NOTIFICATION_CATEGORIES.map((category) => {
        const row = chosen.get(category) ?? DEFAULT_CHANNELS[category];
        return { category, in_app: row.inApp, telegram: row.telegram, email: row.email };
      }),
      low_balance_threshold:
        settings?.lowBalanceThresholdMicros == null ? null : formatUsdt(settings.lowBalanceThresholdMicros),
      digest: settings
        ? {
            frequency: settings.digestFrequency,
            hour: settings.digestHour,
            weekday: settings.digestWeekday,
            telegram: settings.digestTelegram,
            email: settings.digestEmail,
          }
        : DEFAULT_DIGEST,
      time_zone: this.deps.timeZone,
      telegram_connected: link !== undefined,
      telegram_available: this.deps.telegramAvailable,
    };
  }
}
