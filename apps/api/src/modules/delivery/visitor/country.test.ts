import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { countryOf, countryOfIp, loadCountryData } from './country.ts';

// What the shipped DB-IP Lite data says of well-known allocations (checked against the registries' records).
describe('countryOfIp', () => {
  it.each([
    ['8.8.8.8', 'US'], // Google Public DNS
    ['1.1.1.1', 'AU'], // APNIC's research prefix, announced by Cloudflare: the data keeps APNIC's country
    ['203.144.144.164', 'TH'], // True Internet, Bangkok
    ['49.228.10.10', 'TH'], // AIS
    ['27.55.1.1', 'TH'], // True Move
    ['114.114.114.114', 'CN'], // 114DNS
    ['223.5.5.5', 'CN'], // AliDNS
    ['180.76.76.76', 'CN'], // Baidu
    ['193.99.144.80', 'DE'], // heise online
    ['5.9.1.1', 'DE'], // Hetzner
    ['81.2.69.142', 'GB'],
    ['202.12.27.33', 'JP'], // M-root (WIDE)
  ])('places IPv4 %s in %s', (ip, country) => {
    expect(countryOfIp(ip)).toBe(country);
  });

  it.each([
    ['2001:44c8::1', 'TH'], // CAT Telecom
    ['240e::1', 'CN'], // China Telecom
    ['2001:da8::1', 'CN'], // CERNET
    ['2003::1', 'DE'], // Deutsche Telekom
    ['2001:4ca0::1', 'DE'], // Leibniz-Rechenzentrum
    ['2001:1288::1', 'BR'],
    ['2001:44C8:0:0:0:0:0:1', 'TH'],
  ])('places IPv6 %s in %s', (ip, country) => {
    expect(countryOfIp(ip)).toBe(country);
  });

  it('reads IPv4-mapped and NAT64 addresses as their IPv4 address', () => {
    expect(countryOfIp('::ffff:203.144.144.164')).toBe('TH');
    expect(countryOfIp('::FFFF:8.8.8.8')).toBe('US');
    expect(countryOfIp('::ffff:cb90:90a4')).toBe('TH');
    expect(countryOfIp('64:ff9b::808:808')).toBe('US');
    expect(countryOfIp('::ffff:10.0.0.1')).toBeNull();
    expect(countryOfIp('::ffff:192.168.1.1')).toBeNull();
  });

  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '2002:c090:90a4::1',
    '::203.144.144.164',
  ])('knows no country for the private or reserved address %s', (ip) => {
    expect(countryOfIp(ip)).toBeNull();
  });

  it('answers null, never throws, for what is no address', () => {
    const inputs: unknown[] = [
      '',
      ' ',
      'garbage',
      '8.8.8',
      '8.8.8.8.8',
      '256.8.8.8',
      '08.8.8.8',
      ' 8.8.8.8',
      '8.8.8.8:443',
      '[2001:44c8::1]',
      '2001:44c8::1%eth0',
      '2001:44c8::1::2',
      ':::',
      'x'.repeat(100_000),
      ':'.repeat(10_000),
      undefined,
      null,
      8,
      {},
    ];
    for (const input of inputs) expect(countryOfIp(input as string)).toBeNull();
  });

  it('loads both families of the shipped data', () => {
    const { ipv4Ranges, ipv6Ranges } = loadCountryData();
    expect(ipv4Ranges).toBeGreaterThan(300_000);
    expect(ipv6Ranges).toBeGreaterThan(300_000);
  });

  it('keeps the built tables in a cache folder, and the next start reads them instead of the data files', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'country-data-'));
    try {
      vi.resetModules();
      const first = await import('./country.ts');
      expect(first.loadCountryData({ cacheDir }).fromCache).toBe(false);
      vi.resetModules();
      const next = await import('./country.ts');
      const loaded = next.loadCountryData({ cacheDir });
      expect(loaded.fromCache).toBe(true);
      expect(loaded.ipv4Ranges).toBeGreaterThan(300_000);
      expect(next.countryOfIp('203.144.144.164')).toBe('TH');
      expect(next.countryOfIp('2001:200::1')).toBe(countryOfIp('2001:200::1'));
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('countryOf', () => {
  const thai = '203.144.144.164';

  it('looks the address up when no header is trusted, whatever the headers say', () => {
    expect(countryOf({ ip: thai, headers: { 'cf-ipcountry': 'US' } })).toBe('TH');
    expect(countryOf({ ip: thai, headers: { 'cf-ipcountry': 'US' } }, {})).toBe('TH');
  });

  it("takes the trusted proxy's two-letter code, in any case and header spelling", () => {
    const options = { trustedHeader: 'CF-IPCountry' };
    expect(countryOf({ ip: thai, headers: { 'cf-ipcountry': 'DE' } }, options)).toBe('DE');
    expect(countryOf({ ip: '10.0.0.1', headers: { 'cf-ipcountry': ' jp ' } }, options)).toBe('JP');
    expect(countryOf({ ip: thai, headers: { 'cf-ipcountry': 'XK' } }, options)).toBe('XK');
  });

  it('falls back to the address when the trusted header is missing or holds no country', () => {
    const options = { trustedHeader: 'cf-ipcountry' };
    for (const value of [undefined, '', 'XX', 'T1', 'ZZ', 'EU', 'THA', 'T', '1', 'Thailand', ['DE', 'FR']]) {
      expect(countryOf({ ip: thai, headers: { 'cf-ipcountry': value } }, options), String(value)).toBe('TH');
    }
    expect(countryOf({ ip: '10.0.0.1', headers: {} }, options)).toBeNull();
  });

  it('takes a Fastify request as it is: the address it saw and its headers', async () => {
    const app = Fastify();
    app.get('/', async (request) => ({ country: countryOf(request, { trustedHeader: 'cf-ipcountry' }) }));
    const ask = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/', remoteAddress: '203.144.144.164', headers })).json();
    expect(await ask({})).toEqual({ country: 'TH' });
    expect(await ask({ 'CF-IPCountry': 'DE' })).toEqual({ country: 'DE' });
    await app.close();
  });
});
