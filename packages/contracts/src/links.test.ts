import { describe, expect, it } from 'vitest';
import { isHttpsAddress, isPortalPath } from './values/links.ts';

describe('isPortalPath', () => {
  it.each(['/deposit', '/advertisement/1?tab=bids#top', '/tutorials/a%2Fb', '/search?q=a b', '/'])(
    'takes %j',
    (link) => expect(isPortalPath(link)).toBe(true),
  );

  it.each([
    '//evil.example.com/news',
    '/\\evil.example.com/news',
    '\\/evil.example.com',
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    '/\\\\evil.example.com',
    '/a\u0000',
    'deposit',
    'https://evil.example.com/',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (link) => expect(isPortalPath(link)).toBe(false));
});

describe('isHttpsAddress', () => {
  it('takes an https address of a host, nothing else', () => {
    expect(isHttpsAddress('https://news.example.com/a?b=1')).toBe(true);
    for (const link of [
      'http://news.example.com',
      'https://',
      'https:///evil',
      'https:\\\\evil',
      'https://a b',
      '//x',
    ])
      expect(isHttpsAddress(link), link).toBe(false);
  });
});
