import { describe, expect, it } from 'vitest';
import { ZCreateTargetBody } from './ad-targets.ts';
import {
  AD_ACTIONS,
  AD_STATUSES,
  type AdAction,
  type AdStatus,
  nextAdStatus,
  ZRedirectUrl,
} from './advertisements.ts';

describe('the ad status machine', () => {
  // Every (status, action) pair: the expected status, or null when the move is refused.
  const expected: Record<AdStatus, Record<AdAction, AdStatus | null>> = {
    pending: {
      submit: 'pending',
      approve: 'approved',
      reject: 'rejected',
      ban: null,
      unban: null,
      delete: 'deleted',
    },
    approved: {
      submit: 'pending',
      approve: null,
      reject: null,
      ban: 'banned',
      unban: null,
      delete: 'deleted',
    },
    rejected: { submit: 'pending', approve: null, reject: null, ban: null, unban: null, delete: 'deleted' },
    banned: { submit: null, approve: null, reject: null, ban: null, unban: 'approved', delete: 'deleted' },
    deleted: { submit: null, approve: null, reject: null, ban: null, unban: null, delete: null },
  };
  for (const status of AD_STATUSES) {
    for (const action of AD_ACTIONS) {
      it(`${status} --${action}--> ${expected[status][action] ?? 'refused'}`, () => {
        expect(nextAdStatus(status, action)).toBe(expected[status][action]);
      });
    }
  }
  it('reaches pending only by an edit (submit)', () => {
    for (const status of AD_STATUSES)
      for (const action of AD_ACTIONS)
        if (nextAdStatus(status, action) === 'pending') expect(action).toBe('submit');
  });
});

describe('bid prices', () => {
  const parse = (min_bid: string, max_bid: string) =>
    ZCreateTargetBody.safeParse({
      target_type: 'keyword',
      target_id: '6f1c1a52-3a3e-4e43-9d8f-0d8a1b2c3d4e',
      min_bid,
      max_bid,
    });
  const keys = (min: string, max: string) => {
    const result = parse(min, max);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };
  it('refuses 0, more than one decimal and min = max; accepts 0.1 and min below max', () => {
    expect(keys('0', '1')).toEqual(['min_bid:bid.errors.positive']);
    expect(keys('0.15', '1')).toEqual(['min_bid:validation.maxDecimals|max=1']);
    expect(keys('1', '1')).toEqual(['max_bid:bid.errors.minBelowMax']);
    expect(keys('2', '1')).toEqual(['max_bid:bid.errors.minBelowMax']);
    expect(keys('0.1', '0.2')).toEqual([]);
    expect(keys('abc', '1')).toEqual(['min_bid:validation.amount']);
  });
});

describe('redirect URLs', () => {
  it('needs a domain with a suffix, with an optional path or query, and gets https:// when it has no scheme', () => {
    expect(ZRedirectUrl.parse('shop.example.co.th/sale?id=1')).toBe('https://shop.example.co.th/sale?id=1');
    expect(ZRedirectUrl.parse('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'example',
      'localhost:3000',
      'javascript:alert(1)',
      'ftp://example.com',
      'exa mple.com',
      'https://',
    ])
      expect(ZRedirectUrl.safeParse(bad).success, bad).toBe(false);
  });

  it('keeps the encoded form and says why a URL is refused, as an i18n key (redirect-url.test.ts has the rules)', () => {
    expect(ZRedirectUrl.parse('https://shop.example.com/search?q=中')).toBe(
      'https://shop.example.com/search?q=%E4%B8%AD',
    );
    const keyOf = (typed: string) =>
      ZRedirectUrl.safeParse(typed).error?.issues.map((issue) => issue.message);
    expect(keyOf('example.com:99999')).toEqual(['ad.errors.redirectUrlPort']);
    expect(keyOf('metadata.google.internal')).toEqual(['ad.errors.redirectUrlHost']);
    expect(keyOf('ftp://example.com')).toEqual(['ad.errors.redirectUrl']);
    expect(keyOf('')).toEqual(['validation.required']);
  });
});
