import { describe, expect, it } from 'vitest';
import { ZCreateTargetBody } from './ad-targets.ts';
import { ZLoginBody, ZRegisterBody } from './auth.ts';
import { messageKey, parseMessageKey } from './i18n-keys.ts';
import { compareUsdt, formatUsdt, parseUsdt } from './money.ts';

const valid = {
  advertiser_name: 'Acme',
  full_name: 'Ada Lovelace',
  email: 'ADA@Example.com ',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
};

function keysOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('register contract', () => {
  it('accepts a valid body and normalises the email', () => {
    const parsed = ZRegisterBody.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
  });

  it.each([
    ['short', 'validation.passwordMin|min=8'],
    ['alllowercase1!', 'validation.passwordRule'],
    ['ALLUPPERCASE1!', 'validation.passwordRule'],
    ['NoDigits!!', 'validation.passwordRule'],
    ['NoSpecial123', 'validation.passwordRule'],
  ])('refuses the password %s', (password, key) => {
    const result = ZRegisterBody.safeParse({ ...valid, password, confirm_password: password });
    expect(keysOf(result).password).toBe(key);
  });

  it('requires every field and reports the spec messages', () => {
    const result = ZRegisterBody.safeParse({});
    expect(keysOf(result)).toMatchObject({
      advertiser_name: 'validation.required',
      full_name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      confirm_password: 'validation.required',
    });
    expect(keysOf(ZRegisterBody.safeParse({ ...valid, email: 'nope' })).email).toBe('validation.email');
  });

  it('refuses unknown fields', () => {
    const result = ZRegisterBody.safeParse({ ...valid, role: 'admin' });
    expect(result.success).toBe(false);
  });

  it('defaults remember me to false on login', () => {
    expect(ZLoginBody.parse({ email: 'a@b.co', password: 'x' }).remember_me).toBe(false);
  });
});

describe('message keys', () => {
  it('round-trips parameters', () => {
    expect(parseMessageKey(messageKey('validation.maxLength', { max: 120 }))).toEqual({
      key: 'validation.maxLength',
      params: { max: '120' },
    });
    expect(parseMessageKey('validation.required')).toEqual({ key: 'validation.required', params: {} });
  });
});

describe('money', () => {
  it('parses decimal strings to integer micro-USDT without floats', () => {
    expect(parseUsdt('0.1')).toBe(100_000n);
    expect(parseUsdt('12.345678')).toBe(12_345_678n);
    expect(parseUsdt('-3')).toBe(-3_000_000n);
    expect(parseUsdt('100000000000000.01')).toBe(100_000_000_000_000_010_000n);
  });

  it('reads leading zeros as nothing, and refuses more than 15 whole digits', () => {
    expect(parseUsdt(`${'0'.repeat(300)}1.5`)).toBe(1_500_000n);
    expect(parseUsdt('0')).toBe(0n);
    expect(parseUsdt('000.25')).toBe(250_000n);
    expect(parseUsdt('999999999999999')).toBe(999_999_999_999_999_000_000n);
    expect(parseUsdt('1000000000000000')).toBeNull();
  });

  it('refuses more decimals than allowed instead of rounding', () => {
    expect(parseUsdt('1.005', 2)).toBeNull();
    expect(parseUsdt('1.05', 2)).toBe(1_050_000n);
    expect(parseUsdt('1.0000001')).toBeNull();
    expect(parseUsdt('1e3')).toBeNull();
    expect(parseUsdt('')).toBeNull();
  });

  it('compares amounts exactly where a float cannot tell them apart', () => {
    // Both round to the same double (2^53): Number() called this minimum "not below" its maximum.
    const bid = ZCreateTargetBody.safeParse({
      target_type: 'keyword',
      target_id: '6f1c2f5e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
      min_bid: '9007199254740992.5',
      max_bid: '9007199254740993',
    });
    expect(bid.error?.issues.map((issue) => issue.message)).not.toContain('bid.errors.minBelowMax');
  });

  it('compares decimal amounts exactly, whatever their length', () => {
    expect(compareUsdt('9007199254740993.000001', '9007199254740993')).toBe(1);
    expect(compareUsdt('0.1', '0.10')).toBe(0);
    expect(compareUsdt('-0.5', '0')).toBe(-1);
    expect(compareUsdt('1000000.001', '1000000')).toBe(1);
    expect(compareUsdt('0007', '7')).toBe(0);
    expect(compareUsdt('0.05', '0.5')).toBe(-1);
    expect(compareUsdt('-0.00', '0')).toBe(0);
    expect(compareUsdt('-2', '-10')).toBe(1);
    expect(compareUsdt(`1${'0'.repeat(100_000)}`, '1000000')).toBe(1);
    expect(compareUsdt(`0.${'0'.repeat(100_000)}1`, '0')).toBe(1);
    expect(compareUsdt('abc', '0')).toBeNaN();
    expect(compareUsdt('1e3', '0')).toBeNaN();
  });

  it('formats with at least two decimals', () => {
    expect(formatUsdt(0n)).toBe('0.00');
    expect(formatUsdt(1_500_000n)).toBe('1.50');
    expect(formatUsdt(1_234_567n)).toBe('1.234567');
    expect(formatUsdt(-50_000n)).toBe('-0.05');
  });
});
