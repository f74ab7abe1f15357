import { describe, expect, it } from 'vitest';
import { connectionArrived, formatCountdown } from './telegram-format.ts';

const chat = (chat_id: string, connected_at: string) => ({ chat_id, chat_name: 'Dana', connected_at });

describe('telegram connect page', () => {
  it('counts the link down as m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('sees a connection arrive, and only a new one', () => {
    const old = chat('100', '2025-03-05T10:00:00.000Z');
    expect(connectionArrived(null, null)).toBe(false);
    expect(connectionArrived(undefined, old)).toBe(true);
    expect(connectionArrived(null, old)).toBe(true);
    // Still the chat that was there when the page opened: nothing happened yet.
    expect(connectionArrived(old, old)).toBe(false);
    expect(connectionArrived(old, chat('200', '2025-03-05T10:05:00.000Z'))).toBe(true);
    // The same chat connected again through the new link.
    expect(connectionArrived(old, chat('100', '2025-03-05T10:05:00.000Z'))).toBe(true);
    expect(connectionArrived(old, null)).toBe(false);
  });
});
