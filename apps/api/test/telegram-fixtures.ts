import type { Update } from '@grammyjs/types';
import type { TestClient } from './helper.ts';

let nextUpdateId = 500_000;

/** A private-chat message update as Telegram sends it (for TelegramUpdatesService.handle). */
export function messageUpdate(chatId: number, text: string, firstName = 'Tess', languageCode = 'en'): Update {
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: firstName, username: 'tess' },
      from: { id: chatId, is_bot: false, first_name: firstName, language_code: languageCode },
      text,
    },
  } as unknown as Update;
}

/** The `start` payload of a deep link. */
export function payloadOf(url: string): string {
  return new URL(url).searchParams.get('start') ?? '';
}

/** Connects the signed-in user's Telegram to `chatId` through a deep link and the bot's /start. */
export async function connectTelegram(client: TestClient, token: string, chatId: number): Promise<void> {
  const link = await client.post('/api/telegram/link', {}, { token });
  if (link.statusCode !== 201) throw new Error(`link: ${link.body}`);
  const outcome = await client.app.services.telegramUpdates!.handle(
    messageUpdate(chatId, `/start ${payloadOf(link.json<{ url: string }>().url)}`),
  );
  if (outcome !== 'connected') throw new Error(`connect: ${outcome}`);
}
