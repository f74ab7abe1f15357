// The gateway's pacing at its real defaults, against the sandbox Bot API over HTTP: the apps of the other tests
// send with a 20 ms interval (test/helper.ts), so this is where Telegram's limits are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxBotApi, startSandboxBotApi } from './sandbox-bot-api.ts';
import { TelegramGateway } from './telegram-gateway.ts';

describe('Telegram gateway pacing', () => {
  let bot: SandboxBotApi;
  beforeAll(async () => {
    bot = await startSandboxBotApi({ token: '123456:pacing-bot-token' });
  });
  afterAll(() => bot.close());

  const sentTo = (chatId: string) =>
    bot.sent.filter((message) => message.chatId === chatId).map((message) => message.at.getTime());

  // The two run side by side: each waits about a second of its own.
  it('sends one chat one message a second and other chats meanwhile, and at most 25 a second in all', async () => {
    const perChat = new TelegramGateway({ token: bot.token, apiRoot: bot.url });
    const perChatRun = (async () => {
      const started = Date.now();
      const outcomes = await Promise.all([
        perChat.send('701', 'first'),
        perChat.send('702', 'another chat'),
        perChat.send('701', 'second'),
      ]);
      return { outcomes, started };
    })();

    const overall = new TelegramGateway({ token: bot.token, apiRoot: bot.url, perChatIntervalMs: 0 });
    const chats = Array.from({ length: 26 }, (_, index) => String(800 + index));
    const overallStarted = Date.now();
    const overallRun = Promise.all(chats.map((chatId) => overall.send(chatId, 'bulk')));

    const { outcomes, started } = await perChatRun;
    expect(outcomes).toEqual([{ kind: 'sent' }, { kind: 'sent' }, { kind: 'sent' }]);
    // Measured from the start (the first request's own latency would shorten the gap the server sees).
    const [, second] = sentTo('701');
    expect(second! - started).toBeGreaterThanOrEqual(1000);
    // Another chat is not held up by the first one's interval.
    expect(sentTo('702')[0]!).toBeLessThan(second!);

    expect(await overallRun).toEqual(chats.map(() => ({ kind: 'sent' })));
    const times = chats.map((chatId) => sentTo(chatId)[0]!).sort((a, b) => a - b);
    // The 26th waits for the first of the 25 before it to be a second old.
    expect(times[25]! - overallStarted).toBeGreaterThanOrEqual(1000);
  });
});
