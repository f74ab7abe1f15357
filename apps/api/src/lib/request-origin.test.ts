import { describe, expect, it } from 'vitest';
import { originResolver, trustsHostForLinks } from './request-origin.ts';

const request = (host: string | undefined, protocol = 'http') => ({ protocol, headers: { host } });

describe('the address links name', () => {
  const configured = 'http://localhost:3000';

  it('in development without PUBLIC_URL, is the address the request came to', () => {
    const originOf = originResolver({ configured, trustHost: true });
    expect(originOf(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(originOf(request('My-Laptop.local:8080'))).toBe('http://my-laptop.local:8080');
    expect(originOf(request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(originOf(request('portal.example.com', 'https'))).toBe('https://portal.example.com');
  });

  it('falls back to the configured address for a Host that is not a plain host and port', () => {
    const originOf = originResolver({ configured, trustHost: true });
    for (const host of [
      undefined,
      '',
      'evil.example.com/path',
      'user@evil.example.com',
      'a.example.com, b.example.com',
      'evil.example.com:80:80',
      'evil.example.com\r\nX-Injected: 1',
      '"><script>',
      '-bad.example.com',
      `${'a'.repeat(300)}.com`,
    ]) {
      expect(originOf(request(host))).toBe(configured);
    }
  });

  it('never reads Host in production or when PUBLIC_URL is set', () => {
    expect(trustsHostForLinks({ NODE_ENV: 'development' })).toBe(true);
    expect(trustsHostForLinks({ NODE_ENV: 'production' })).toBe(false);
    expect(trustsHostForLinks({ NODE_ENV: 'test' })).toBe(false);
    expect(trustsHostForLinks({ NODE_ENV: 'development', PUBLIC_URL: 'https://portal.example.com' })).toBe(
      false,
    );
    const originOf = originResolver({ configured: 'https://portal.example.com', trustHost: false });
    expect(originOf(request('evil.example.com'))).toBe('https://portal.example.com');
  });
});
