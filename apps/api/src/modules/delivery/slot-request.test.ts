import { ZServeQuery } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { maskIp } from './mask-ip.ts';
import { serveQueryOf, slotRequestOf } from './slot-request.ts';

describe('a tag’s query', () => {
  it('reads the site, the size and the page’s keywords (trimmed, lower case, once each)', () => {
    expect(slotRequestOf({ site: 'k', size: '300x250', kw: ' Bitcoin, wallet ,bitcoin,,' }, 'TH')).toEqual({
      siteKey: 'k',
      width: 300,
      height: 250,
      keywords: ['bitcoin', 'wallet'],
      country: 'TH',
    });
  });
  it('is no request without a site or with a malformed size', () => {
    for (const size of [undefined, '', '300', '0x250', '300x', 'x250', '300X250', '99999x1', '300x250x1']) {
      expect(slotRequestOf({ site: 'k', size }, null)).toBeNull();
    }
    expect(slotRequestOf({ size: '300x250' }, null)).toBeNull();
  });
  it('caps the keywords at 20 and drops overlong ones', () => {
    const many = Array.from({ length: 50 }, (_, index) => `k${index}`).join(',');
    expect(slotRequestOf({ site: 'k', size: '1x1', kw: many }, null)?.keywords).toHaveLength(20);
    expect(slotRequestOf({ site: 'k', size: '1x1', kw: 'a'.repeat(101) }, null)?.keywords).toEqual([]);
  });
});

describe('a tag’s query read by hand', () => {
  it('takes what the contract ZServeQuery takes and refuses what it refuses', () => {
    const queries: unknown[] = [
      {},
      { site: 'k', size: '300x250', kw: 'bitcoin,wallet' },
      { site: 'k', size: '300x250', kw: 'bitcoin', visitor: 'TH', other: ['a', 'b'] },
      { site: 'k'.repeat(64), size: '123456789', kw: 'k'.repeat(1000) },
      { site: 'k'.repeat(65) },
      { size: '1234567890' },
      { kw: 'k'.repeat(1001) },
      { site: ['a', 'b'] },
      { kw: ['bitcoin', 'wallet'] },
      { site: 'k\u0000', size: '300x250' },
      { site: '' },
      null,
      'site=k',
    ];
    for (const query of queries) {
      const contract = ZServeQuery.safeParse(query);
      const read = serveQueryOf(query);
      expect(read === null, JSON.stringify(query)).toBe(!contract.success);
      if (contract.success)
        expect({ ...read }).toEqual({ site: undefined, size: undefined, kw: undefined, ...contract.data });
    }
  });
});

describe('an IP as advertisers see it', () => {
  it('keeps two bytes of IPv4 and three groups of IPv6', () => {
    expect(maskIp('203.0.113.77')).toBe('203.0.x.x');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.x.x');
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:x:x:x:x:x');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0:x:x:x:x:x');
    expect(maskIp('garbage')).toBe('x');
  });
});
