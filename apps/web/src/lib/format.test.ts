import { describe, expect, it } from 'vitest';
import { splitUptime, uptimeTemplate } from '../features/ops/uptime.ts';
import { mapServerFieldErrors, serverFieldErrorsByPath } from './form-errors.ts';
import { initials } from './initials.ts';
import { formatMoney, groupThousands } from './money.ts';
import { hashScrollTop } from './scroll.ts';

describe('money', () => {
  it('shows USDT with at least two decimals and grouped thousands, never via floats', () => {
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('0.000000')).toBe('0.00');
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('-12.345678')).toBe('-12.345678');
    expect(formatMoney('9007199254740993.10')).toBe('9007199254740993.10');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(groupThousands('1000')).toBe('1,000');
  });
});

describe('server field errors', () => {
  const names = ['email', 'password'] as const;
  it('maps dotted paths onto fields and prefers known keys', () => {
    const { matched, unmatched } = mapServerFieldErrors(
      [
        {
          path: 'body.email',
          key: 'errors.EMAIL_TAKEN',
          message: 'An account with this email already exists',
        },
        { path: 'password', key: 'server.only', message: 'Translated by the server' },
        { path: 'captcha', key: 'x', message: 'y' },
      ],
      names,
      (key) => key.startsWith('errors.'),
    );
    expect(matched).toEqual([
      { name: 'email', message: 'errors.EMAIL_TAKEN' },
      { name: 'password', message: 'Translated by the server' },
    ]);
    expect(unmatched).toHaveLength(1);
  });

  it('keys errors by their path within the body, as zod issues are', () => {
    const byPath = serverFieldErrorsByPath(
      [
        { path: 'body.week[0][1].end', key: 'errors.schedule.order', message: 'End after start' },
        { path: 'body.week', key: 'server.only', message: 'Translated by the server' },
      ],
      (key) => key.startsWith('errors.'),
    );
    expect([...byPath]).toEqual([
      ['week.0.1.end', 'errors.schedule.order'],
      ['week', 'Translated by the server'],
    ]);
  });
});

describe('small formatters', () => {
  it('scrolls hash targets 60 px below the top', () => {
    expect(hashScrollTop(500, 100)).toBe(540);
    expect(hashScrollTop(10, 0)).toBe(0);
  });

  it('makes initials', () => {
    expect(initials('Somchai Jaidee')).toBe('SJ');
    expect(initials('ann')).toBe('A');
    expect(initials('')).toBe('?');
  });

  it('formats uptime', () => {
    expect(splitUptime(90061)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
    expect(uptimeTemplate(59)).toBe('ops.uptime.hms');
    expect(uptimeTemplate(86400)).toBe('ops.uptime.dhm');
  });
});
