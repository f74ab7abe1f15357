import { describe, expect, it } from 'vitest';
import { depositNotice } from '../deposits/deposit-crediting.service.ts';
import type { DepositRow } from '../deposits/deposit-view.ts';
import { startPayloadOf } from '../telegram/telegram.service.ts';
import { noticeText, TELEGRAM_TEXT_MAX, telegramText } from './notice-text.ts';
import { digestText, platformClock } from './notification-alerts.service.ts';

describe('notice text', () => {
  it('renders the message in the reader language and makes the link absolute', () => {
    const text = noticeText(
      'th',
      { messageKey: 'notifications.messages.adApproved', params: { name: 'Sale' }, link: '/advertisement/1' },
      'https://portal.example',
    );
    expect(text.subject).toContain('Sale');
    expect(text.subject).not.toBe('notifications.messages.adApproved');
    expect(text.link).toBe('https://portal.example/advertisement/1');
    expect(noticeText('en', { messageKey: 'x', params: {}, link: 'https://t.me/a' }, 'http://h').link).toBe(
      'https://t.me/a',
    );
  });

  it("cuts a long body to Telegram's 4096 characters and keeps the subject and the link", () => {
    const text = telegramText(
      { subject: 'News', body: 'é'.repeat(10_000), link: 'https://p.example/x' },
      'en',
    );
    expect(text.length).toBe(TELEGRAM_TEXT_MAX);
    expect(text.startsWith('News\n\néé')).toBe(true);
    expect(text.endsWith('…\n\nOpen: https://p.example/x')).toBe(true);
    expect(telegramText({ subject: 'Only', body: '', link: null }, 'zh')).toBe('Only');
  });

  it('reads the start payload of a deep link and refuses anything else', () => {
    expect(startPayloadOf('https://t.me/bot?start=abc_DEF-123')).toBe('abc_DEF-123');
    expect(startPayloadOf('https://t.me/bot?start=')).toBeUndefined();
    expect(startPayloadOf('https://t.me/bot?start=has space')).toBeUndefined();
    expect(startPayloadOf(`https://t.me/bot?start=${'a'.repeat(65)}`)).toBeUndefined();
    expect(startPayloadOf('not a url')).toBeUndefined();
  });
});

describe('platform clock and digest', () => {
  it('gives the hour and ISO weekday in the platform zone', () => {
    // Sunday 2026-11-22 20:30 UTC is Monday 03:30 in Bangkok, still Sunday 15:30 in New York.
    const at = new Date('2026-11-22T20:30:00Z');
    expect(platformClock(at, 'Asia/Bangkok')).toEqual({ hour: 3, isoWeekday: 1 });
    expect(platformClock(at, 'America/New_York')).toEqual({ hour: 15, isoWeekday: 7 });
  });

  it('writes the week in three languages with the void share rounded to a tenth', () => {
    const summary = {
      range: { from: '2026-11-16', to: '2026-11-22' },
      spendMicros: 12_345_000n,
      clicks: 300,
      voidClicks: 7,
      impressions: 9000,
      balanceMicros: 40_000_000n,
      runOut: { remaining: '40.00', daily_pace: '1.76', days_left: 22, runs_out_on: '2026-12-16' },
    };
    const en = digestText('en', true, summary);
    expect(en.subject).toBe('Your AdPortal week: 2026-11-16 – 2026-11-22');
    expect(en.body.split('\n')).toEqual([
      'Spend: 12.345 USDT',
      'Clicks: 300 (7 void, 2.3%)',
      'Impressions: 9000',
      'Balance: 40.00 USDT',
      'At the recent pace the balance lasts about 22 more days (until 2026-12-16)',
    ]);
    expect(digestText('th', true, summary).body).toContain('2.3%');
    expect(
      digestText('zh', false, { ...summary, range: { from: '2026-11-22', to: '2026-11-22' } }).subject,
    ).toBe('您的 AdPortal 日报：2026-11-22');
  });
});

describe('deposit notices', () => {
  const base = {
    id: 'd1',
    advertiserId: 'a1',
    reference: 'DEP-1',
    amountMicros: 50_000_000n,
    creditedMicros: 0n,
    status: 'waiting',
  } as unknown as DepositRow;
  const as = (patch: Partial<DepositRow>) => ({ ...base, ...patch }) as DepositRow;

  it('tells credited, partly paid, topped up, failed, rejected and timed out; nothing for other steps', () => {
    expect(depositNotice(base, as({ status: 'success', creditedMicros: 50_000_000n }))?.messageKey).toBe(
      'notifications.messages.depositCredited',
    );
    const partial = depositNotice(base, as({ status: 'success', creditedMicros: 20_000_000n }));
    expect(partial).toMatchObject({
      messageKey: 'notifications.messages.depositPartial',
      params: { credited: '20.00', amount: '50.00', reference: 'DEP-1' },
      link: '/deposit/d1',
    });
    const toppedUp = depositNotice(
      as({ status: 'success', creditedMicros: 20_000_000n }),
      as({ status: 'success', creditedMicros: 50_000_000n }),
    );
    expect(toppedUp?.messageKey).toBe('notifications.messages.depositCredited');
    expect(
      depositNotice(
        as({ status: 'success', creditedMicros: 50_000_000n }),
        as({ status: 'success', creditedMicros: 50_000_000n }),
      ),
    ).toBeUndefined();
    expect(depositNotice(base, as({ status: 'failed' }))?.messageKey).toBe(
      'notifications.messages.depositFailed',
    );
    expect(depositNotice(base, as({ status: 'rejected' }))?.messageKey).toBe(
      'notifications.messages.depositRejected',
    );
    expect(depositNotice(base, as({ status: 'timeout' }))?.messageKey).toBe(
      'notifications.messages.depositTimedOut',
    );
    expect(depositNotice(base, as({ status: 'pending' }))).toBeUndefined();
    expect(depositNotice(base, as({ status: 'cancelled' }))).toBeUndefined();
  });
});

describe('news summary for the bell', () => {
  it('keeps a short text whole and cuts a long one at a word', async () => {
    const { summaryOf } = await import('./news.service.ts');
    expect(summaryOf('Line one.\n\nLine  two.')).toBe('Line one. Line two.');
    const long = summaryOf('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(240);
    expect(long.endsWith('word…')).toBe(true);
  });
});
