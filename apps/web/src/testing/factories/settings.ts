import {
  NOTIFICATION_CATEGORIES,
  type NotificationSettings,
  type TelegramStatus,
  type TwoFactorStatus,
} from '@adportal/contracts';

/** The /setting page's answers: notification settings, the Telegram connection, the two-step status. */

export function notificationSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    categories: NOTIFICATION_CATEGORIES.map((category) => ({
      category,
      in_app: true,
      telegram: false,
      email: category === 'deposit',
    })),
    low_balance_threshold: '50.00',
    digest: { frequency: 'off', hour: 9, weekday: 1, telegram: false, email: true },
    time_zone: 'Asia/Bangkok',
    telegram_connected: false,
    telegram_available: true,
    ...overrides,
  };
}

export function telegramStatus(overrides: Partial<TelegramStatus> = {}): TelegramStatus {
  return { configured: true, sandbox: false, bot_username: 'adportal_bot', connection: null, ...overrides };
}

export function twoFactorStatus(overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus {
  return { enabled: false, enabled_at: null, recovery_codes_left: 0, ...overrides };
}
