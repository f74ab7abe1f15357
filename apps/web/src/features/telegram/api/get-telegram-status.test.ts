import type { NotificationSettings, TelegramStatus } from '@adportal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { telegramStatusQueryOptions } from './get-telegram-status.ts';

const answers = vi.hoisted(() => ({ status: null as unknown }));
vi.mock('../../../lib/http.ts', () => ({ api: { get: async () => answers.status } }));

const NOT_CONNECTED: TelegramStatus = {
  configured: true,
  sandbox: true,
  bot_username: 'adportal_sandbox_bot',
  connection: null,
};
const CONNECTED: TelegramStatus = {
  ...NOT_CONNECTED,
  connection: { chat_id: '42', chat_name: 'Tess', connected_at: '2026-11-28T04:00:00.000Z' },
};
const SETTINGS = { telegram_connected: false, telegram_available: true } as NotificationSettings;

describe('the Telegram status and the notification settings', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    client.setQueryData(queryKeys.notificationSettings.all, SETTINGS);
  });
  const settingsInvalidated = () => client.getQueryState(queryKeys.notificationSettings.all)?.isInvalidated;

  it('reads the settings again when a status answer brings a new connection (their Telegram column)', async () => {
    client.setQueryData(queryKeys.telegram.status(), NOT_CONNECTED);
    answers.status = CONNECTED;
    await client.fetchQuery({ ...telegramStatusQueryOptions(), staleTime: 0 });
    expect(settingsInvalidated()).toBe(true);
  });

  it('and when the connection went away', async () => {
    client.setQueryData(queryKeys.telegram.status(), CONNECTED);
    answers.status = NOT_CONNECTED;
    await client.fetchQuery({ ...telegramStatusQueryOptions(), staleTime: 0 });
    expect(settingsInvalidated()).toBe(true);
  });

  it('leaves them alone when nothing changed, or on the first answer', async () => {
    answers.status = CONNECTED;
    await client.fetchQuery({ ...telegramStatusQueryOptions(), staleTime: 0 });
    expect(settingsInvalidated()).toBe(false);
    await client.fetchQuery({ ...telegramStatusQueryOptions(), staleTime: 0 });
    expect(settingsInvalidated()).toBe(false);
  });
});
