// How a process receives the bot's updates, from its configuration (config.ts checks, then the mode).
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config.ts';
import { telegramReceiveMode } from './telegram-receive-mode.ts';

const WEBHOOK = {
  TELEGRAM_WEBHOOK_URL: 'https://portal.example.com/api/telegram/webhook',
  TELEGRAM_WEBHOOK_SECRET: 'a-Secret_0123456789',
};

describe('telegram receive mode', () => {
  it('takes the webhook when its address and secret are set, in any environment', () => {
    for (const NODE_ENV of ['development', 'production'] as const) {
      expect(telegramReceiveMode(parseEnv({ NODE_ENV, ...WEBHOOK }))).toEqual({
        kind: 'webhook',
        url: WEBHOOK.TELEGRAM_WEBHOOK_URL,
        secret: WEBHOOK.TELEGRAM_WEBHOOK_SECRET,
      });
    }
  });

  it('polls by default outside production only; TELEGRAM_POLLING says it outright', () => {
    expect(telegramReceiveMode(parseEnv({}))).toEqual({ kind: 'polling' });
    expect(telegramReceiveMode(parseEnv({ NODE_ENV: 'production' }))).toEqual({ kind: 'off' });
    expect(telegramReceiveMode(parseEnv({ NODE_ENV: 'production', TELEGRAM_POLLING: 'true' }))).toEqual({
      kind: 'polling',
    });
    expect(telegramReceiveMode(parseEnv({ TELEGRAM_POLLING: 'false' }))).toEqual({ kind: 'off' });
  });

  it('refuses a webhook address that is not https, a secret Telegram would refuse, one without the other, and polling beside a webhook', () => {
    expect(() => parseEnv({ ...WEBHOOK, TELEGRAM_WEBHOOK_URL: 'http://portal.example.com/hook' })).toThrow(
      /TELEGRAM_WEBHOOK_URL: Telegram sends webhooks to https addresses only/,
    );
    for (const secret of ['', 'has space', 'ünïcode', 'x'.repeat(257)]) {
      expect(() => parseEnv({ ...WEBHOOK, TELEGRAM_WEBHOOK_SECRET: secret }), secret).toThrow(
        /TELEGRAM_WEBHOOK_SECRET: 1 to 256 characters/,
      );
    }
    expect(
      parseEnv({ ...WEBHOOK, TELEGRAM_WEBHOOK_SECRET: 'x'.repeat(256) }).TELEGRAM_WEBHOOK_SECRET,
    ).toHaveLength(256);
    expect(() => parseEnv({ TELEGRAM_WEBHOOK_URL: WEBHOOK.TELEGRAM_WEBHOOK_URL })).toThrow(/go together/);
    expect(() => parseEnv({ TELEGRAM_WEBHOOK_SECRET: WEBHOOK.TELEGRAM_WEBHOOK_SECRET })).toThrow(
      /go together/,
    );
    expect(() => parseEnv({ ...WEBHOOK, TELEGRAM_POLLING: 'true' })).toThrow(/not both/);
  });
});
