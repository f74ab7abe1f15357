import type { TelegramStatus } from '@adportal/contracts';

/** GET /api/telegram: a bot is there, no chat is connected (override `connection` for a connected one). */
export function aTelegramStatus(overrides: Partial<TelegramStatus> = {}): TelegramStatus {
  return { configured: true, sandbox: false, bot_username: 'adportal_bot', connection: null, ...overrides };
}
