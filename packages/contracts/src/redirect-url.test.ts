import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hostToUnicode } from './values/punycode.ts';
import { parseRedirectUrl, redirectUrlForPeople } from './values/redirect-url.ts';

const stored = (typed: string) => {
  const result = parseRedirectUrl(typed);
  return 'url' in result ? result.url : result.problem;
};

describe('parseRedirectUrl', () => {
  it('keeps the encoded form: Punycode host, percent-encoded path, query and fragment (D2-1)', () => {
    expect(stored('https://shop.example.co.th/สินค้า')).toBe(
      'https://shop.example.co.th/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2',
    );
    expect(stored('shop.example.com/search?q=中')).toBe('https://shop.example.com/search?q=%E4%B8%AD');
    expect(stored('https://shop.example.com/#中')).toBe('https://shop.example.com/#%E4%B8%AD');
    expect(stored('https://ร้านค้า.ไทย/sale')).toBe('https://xn--42c5b3a1dc8kd.xn--o3cw4h/sale');
    expect(stored('münchen.de')).toBe('https://xn--mnchen-3ya.de/');
    // Every stored URL is ASCII: it can be sent in a Location header.
    for (const typed of ['https://ร้านค้า.ไทย/สินค้า?q=中#中', 'example.com/"<>`{}'])
      expect(stored(typed)).toMatch(/^[\x21-\x7e]+$/);
  });

  it('needs a domain with a suffix, adds https:// when no scheme is given and normalises the scheme (D2-3)', () => {
    expect(stored('shop.example.co.th/sale?id=1')).toBe('https://shop.example.co.th/sale?id=1');
    expect(stored('http://example.com')).toBe('http://example.com/');
    expect(stored('HTTPS://Shop.Example.COM/Sale')).toBe('https://shop.example.com/Sale');
    expect(stored('HtTp://example.com:8080/x')).toBe('http://example.com:8080/x');
    expect(stored('https://example.com:443/')).toBe('https://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.com',
      'exa mple.com',
      'example.com/a b',
      'https://',
      'https://user:secret@example.com/',
      'https://example.com@evil.com/',
      'example.com.',
      'under_score.example.com',
      'shop.123',
    ])
      expect(stored(bad), bad).toBe('format');
  });

  it('refuses a port outside 1–65535 (D2-3)', () => {
    for (const bad of ['example.com:99999', 'https://example.com:65536/x', 'https://example.com:0/'])
      expect(stored(bad), bad).toBe('port');
    expect(stored('example.com:65535')).toBe('https://example.com:65535/');
  });

  it('refuses hosts that are not public domain names (D2-3)', () => {
    for (const bad of [
      'example',
      'localhost:3000',
      'http://localhost/',
      'metadata.google.internal',
      'internal.corp',
      'localhost.localdomain',
      'printer.local',
      'nas.home',
      'router.lan',
      'app.localhost',
      'shop.test',
      'shop.example',
      'x.invalid',
      '1.0.0.127.in-addr.arpa',
      'abc.onion',
      'http://127.0.0.1/',
      'http://10.0.0.1:8080/',
      'http://169.254.169.254/latest/meta-data',
      'http://8.8.8.8/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      '169.254.169.254.nip.io',
      '10-0-0-1.sslip.io',
      '8.8.8.8.nip.io',
      '7f000001.nip.io',
      '--1.sslip.io',
      'app.localtest.me',
      '192-168-1-1.example.com',
      'a.10.0.0.1.example.com',
      '172.16.0.1.example.net',
    ])
      expect(stored(bad), bad).toBe('host');
    for (const good of ['8-8-8-8.example.com', 'shop.xn--o3cw4h', 'example.com', 'a.b.c.example.co.uk'])
      expect(stored(good), good).not.toMatch(/^(host|format|port)$/);
  });
});

describe('redirectUrlForPeople', () => {
  it('shows the host and the characters beyond ASCII decoded, and types back into the same stored URL', () => {
    for (const [typed, shown] of [
      ['https://ร้านค้า.ไทย/สินค้า?q=中#中', 'https://ร้านค้า.ไทย/สินค้า?q=中#中'],
      ['https://shop.example.com/a%20b%2Fc?x=%26', 'https://shop.example.com/a%20b%2Fc?x=%26'],
      ['münchen.de/straße', 'https://münchen.de/straße'],
      ['https://example.com/', 'https://example.com/'],
    ]) {
      const url = stored(typed!);
      expect(redirectUrlForPeople(url), typed).toBe(shown);
      expect(stored(redirectUrlForPeople(url)), typed).toBe(url);
    }
  });

  it('keeps invisible, control and space characters and malformed escapes encoded', () => {
    expect(redirectUrlForPeople('https://example.com/%E2%80%AEfdp.exe')).toBe(
      'https://example.com/%E2%80%AEfdp.exe',
    );
    expect(redirectUrlForPeople('https://example.com/%C2%A0%C2%85')).toBe('https://example.com/%C2%A0%C2%85');
    expect(redirectUrlForPeople('https://example.com/%C0%80%ED%A0%80')).toBe(
      'https://example.com/%C0%80%ED%A0%80',
    );
    expect(redirectUrlForPeople('not a url')).toBe('not a url');
  });
});

describe('hostToUnicode', () => {
  it("decodes Punycode as Node's URL module does", () => {
    for (const host of [
      'ร้านค้า.ไทย',
      'münchen.de',
      '中文.com',
      '例子.测试',
      'bücher.example.com',
      '😀.ws',
      'правительство.рф',
    ]) {
      const ascii = domainToASCII(host);
      expect(hostToUnicode(ascii), host).toBe(domainToUnicode(ascii));
    }
    expect(hostToUnicode('xn--.com')).toBe('.com');
    expect(hostToUnicode('xn--a!.com')).toBe('xn--a!.com');
  });
});
