import { describe, expect, it } from 'vitest';
import { type ProductionSettings, unsafeProductionSettings } from './production-settings.ts';

const safe: ProductionSettings = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  DATABASE_URL: 'postgres://adportal@db.internal:5432/adportal',
  ALLOW_EMBEDDED_DATABASE: false,
  PAYMENT_PROVIDER_URL: 'https://api.nowpayments.io/v1',
  PAYMENT_PROVIDER_API_KEY: 'key',
  PAYMENT_PROVIDER_IPN_SECRET: 'ipn',
  TELEGRAM_BOT_TOKEN: '123456:ABC-real-token',
  TELEGRAM_API_ROOT: 'https://api.telegram.org',
  TELEGRAM_WEBHOOK_URL: 'https://portal.example.com/api/telegram/webhook',
};

describe('unsafeProductionSettings', () => {
  it('accepts a production configuration, and one without payment provider or Telegram (both off)', () => {
    expect(unsafeProductionSettings(safe)).toEqual([]);
    expect(
      unsafeProductionSettings({
        ...safe,
        PAYMENT_PROVIDER_URL: undefined,
        PAYMENT_PROVIDER_API_KEY: undefined,
        PAYMENT_PROVIDER_IPN_SECRET: undefined,
        TELEGRAM_BOT_TOKEN: undefined,
      }),
    ).toEqual([]);
  });

  it('says nothing outside production, whatever is set', () => {
    const trying = {
      ...safe,
      APP_SECRET: undefined,
      DATABASE_URL: undefined,
      TELEGRAM_BOT_TOKEN: 'sandbox:x',
    };
    expect(unsafeProductionSettings({ ...trying, NODE_ENV: 'development' })).toEqual([]);
    expect(unsafeProductionSettings({ ...trying, NODE_ENV: 'test' })).toEqual([]);
  });

  it('refuses a missing secret and the embedded database unless it is asked for, one line each', () => {
    const lines = unsafeProductionSettings({ ...safe, APP_SECRET: undefined, DATABASE_URL: undefined });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^APP_SECRET is not set/);
    expect(lines[1]).toMatch(/^DATABASE_URL is not set: .*ALLOW_EMBEDDED_DATABASE=true/);
    expect(
      unsafeProductionSettings({ ...safe, DATABASE_URL: undefined, ALLOW_EMBEDDED_DATABASE: true }),
    ).toEqual([]);
  });

  it('refuses a sandbox or local payment provider and one without its keys', () => {
    for (const url of [
      'https://api-sandbox.nowpayments.io/v1',
      'http://127.0.0.1:41234',
      'http://localhost:8080/v1',
      'http://[::1]:9000',
    ]) {
      const lines = unsafeProductionSettings({ ...safe, PAYMENT_PROVIDER_URL: url });
      expect(lines, url).toHaveLength(1);
      expect(lines[0]).toMatch(/^PAYMENT_PROVIDER_URL is a sandbox or local address/);
    }
    // A host that merely contains the word is not a sandbox.
    expect(
      unsafeProductionSettings({ ...safe, PAYMENT_PROVIDER_URL: 'https://sandboxes-inc.example/v1' }),
    ).toEqual([]);
    const keyless = unsafeProductionSettings({ ...safe, PAYMENT_PROVIDER_IPN_SECRET: undefined });
    expect(keyless).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER_URL is set without/)]);
  });

  it('refuses the sandbox bot: its token or a local Bot API', () => {
    const token = unsafeProductionSettings({ ...safe, TELEGRAM_BOT_TOKEN: 'sandbox:0123abcd' });
    expect(token).toEqual([expect.stringMatching(/^Telegram points at a sandbox bot/)]);
    const root = unsafeProductionSettings({ ...safe, TELEGRAM_API_ROOT: 'http://127.0.0.1:39001' });
    expect(root).toHaveLength(1);
  });

  it('refuses a bot with no way of receiving chosen: a webhook, or polling said outright', () => {
    const unchosen = unsafeProductionSettings({ ...safe, TELEGRAM_WEBHOOK_URL: undefined });
    expect(unchosen).toEqual([expect.stringMatching(/^Telegram has no way to receive updates chosen/)]);
    for (const polling of [true, false]) {
      expect(
        unsafeProductionSettings({ ...safe, TELEGRAM_WEBHOOK_URL: undefined, TELEGRAM_POLLING: polling }),
      ).toEqual([]);
    }
  });
});
