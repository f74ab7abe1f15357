import type { TelegramStatus } from '@adportal/contracts';

/** Seconds left as m:ss ("9:05"), for the connection link's countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * Whether a new connection arrived since the connect page opened: there is one now, and it is not the one
 * there was before (a user connected already may connect another chat, which replaces it).
 */
export function connectionArrived(
  before: TelegramStatus['connection'] | undefined,
  now: TelegramStatus['connection'] | undefined,
): boolean {
  if (!now) return false;
  if (!before) return true;
  return now.chat_id !== before.chat_id || now.connected_at !== before.connected_at;
}
