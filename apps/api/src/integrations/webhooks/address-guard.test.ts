import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress, refusedAtRegistration } from './address-guard.ts';

const guarded = { allowPrivate: false, requireHttps: true };

describe('webhook address guard', () => {
  it('tells public addresses from loopback, private, link-local, CGNAT, unspecified, multicast and reserved ones', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '203.0.114.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
    ])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      // IPv4 carried in IPv6: mapped, compatible, NAT64, 6to4.
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:a00:1',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses loopback, private and metadata URLs, and http where https is required', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:8443/',
      'https://[::ffff:127.0.0.1]/',
      'https://100.64.1.1/',
    ]) {
      expect(await checkWebhookUrl(new URL(url), guarded), url).toEqual({
        ok: false,
        error: 'address_not_allowed',
      });
    }
    expect(await checkWebhookUrl(new URL('http://8.8.8.8/hook'), guarded)).toEqual({
      ok: false,
      error: 'address_not_allowed',
    });
    expect(await checkWebhookUrl(new URL('https://8.8.8.8/hook'), guarded)).toEqual({
      ok: true,
      address: '8.8.8.8',
      family: 4,
    });
  });

  it('resolves a name and refuses it when any of its addresses is not public; connects to the address checked', async () => {
    const answers: Record<string, { address: string; family: number }[]> = {
      'hooks.example.com': [{ address: '93.184.215.14', family: 4 }],
      'rebind.example.com': [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
      'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
      'v6.example.com': [{ address: '::ffff:192.168.0.1', family: 6 }],
    };
    const policy = {
      ...guarded,
      resolve: async (host: string) => {
        const found = answers[host];
        if (!found) throw new Error('ENOTFOUND');
        return found;
      },
    };
    expect(await checkWebhookUrl(new URL('https://hooks.example.com/x'), policy)).toEqual({
      ok: true,
      address: '93.184.215.14',
      family: 4,
    });
    for (const host of ['rebind.example.com', 'metadata.example.com', 'v6.example.com'])
      expect(await checkWebhookUrl(new URL(`https://${host}/x`), policy), host).toEqual({
        ok: false,
        error: 'address_not_allowed',
      });
    expect(await checkWebhookUrl(new URL('https://unknown.example.com/x'), policy)).toEqual({
      ok: false,
      error: 'connection',
    });
    // The real resolver: localhost is loopback.
    expect(await checkWebhookUrl(new URL('https://localhost/x'), guarded)).toEqual({
      ok: false,
      error: 'address_not_allowed',
    });
  });

  it('lets local receivers through when private URLs are allowed (development, tests)', async () => {
    const open = { allowPrivate: true, requireHttps: false };
    expect(await checkWebhookUrl(new URL('http://127.0.0.1:4000/hook'), open)).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
    expect(await checkWebhookUrl(new URL('http://[::1]:4000/hook'), open)).toMatchObject({
      ok: true,
      family: 6,
    });
    expect(refusedAtRegistration(new URL('http://localhost:4000/'), open)).toBeUndefined();
  });

  it('tells at registration what it can without resolving: https, literal addresses, localhost', () => {
    expect(refusedAtRegistration(new URL('http://hooks.example.com/'), guarded)).toBe('urlHttps');
    expect(refusedAtRegistration(new URL('https://192.168.1.4/'), guarded)).toBe('urlAddress');
    expect(refusedAtRegistration(new URL('https://[fd00::4]/'), guarded)).toBe('urlAddress');
    expect(refusedAtRegistration(new URL('https://api.localhost/'), guarded)).toBe('urlAddress');
    expect(refusedAtRegistration(new URL('https://hooks.example.com/'), guarded)).toBeUndefined();
  });
});
