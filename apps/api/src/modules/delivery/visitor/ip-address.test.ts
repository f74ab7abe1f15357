import { isIPv4, isIPv6 } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseIpv4, parseIpv6 } from './ip-address.ts';

function ipv6Words(text: string): number[] | null {
  const out = new Uint32Array(4);
  return parseIpv6(out, text) ? [...out] : null;
}

describe('parseIpv4', () => {
  it('reads dotted quads as unsigned 32-bit numbers', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0);
    expect(parseIpv4('1.0.0.0')).toBe(16777216);
    expect(parseIpv4('203.0.113.7')).toBe(0xcb007107);
    expect(parseIpv4('255.255.255.255')).toBe(0xffffffff);
  });

  it('reads a slice of a longer text', () => {
    expect(parseIpv4('x,10.1.2.3,y', 2, 10)).toBe(0x0a010203);
  });

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.256',
    '01.2.3.4',
    '1.2.3.04',
    '1..3.4',
    '.1.2.3',
    '1.2.3.',
    '1.2.3.-4',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1.2.3.4/24',
    '1e2.0.0.1',
    '０.0.0.1',
    '::1',
  ])('refuses %j', (text) => {
    expect(parseIpv4(text)).toBe(-1);
  });
});

describe('parseIpv6', () => {
  it('expands :: and reads groups into four words', () => {
    expect(ipv6Words('::')).toEqual([0, 0, 0, 0]);
    expect(ipv6Words('::1')).toEqual([0, 0, 0, 1]);
    expect(ipv6Words('1::')).toEqual([0x00010000, 0, 0, 0]);
    expect(ipv6Words('2001:db8::8a2e:370:7334')).toEqual([0x20010db8, 0, 0x8a2e, 0x03707334]);
    expect(ipv6Words('2001:0DB8:0000:0000:0000:FF00:0042:8329')).toEqual([0x20010db8, 0, 0xff00, 0x00428329]);
    expect(ipv6Words('1:2:3:4:5:6:7::')).toEqual([0x00010002, 0x00030004, 0x00050006, 0x00070000]);
    expect(ipv6Words('::2:3:4:5:6:7:8')).toEqual([0x00000002, 0x00030004, 0x00050006, 0x00070008]);
    expect(ipv6Words('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toEqual([
      0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
    ]);
  });

  it('reads an IPv4 tail as the last 32 bits', () => {
    expect(ipv6Words('::ffff:192.0.2.1')).toEqual([0, 0, 0xffff, 0xc0000201]);
    expect(ipv6Words('64:ff9b::8.8.8.8')).toEqual([0x0064ff9b, 0, 0, 0x08080808]);
    expect(ipv6Words('1:2:3:4:5:6:1.2.3.4')).toEqual([0x00010002, 0x00030004, 0x00050006, 0x01020304]);
  });

  it.each([
    '',
    ':',
    ':::',
    '1',
    '1:',
    ':1',
    '1::2::3',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    '12345::1',
    'g::1',
    '::ffff:1.2.3',
    '::ffff:1.2.3.256',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1.2.3.4::',
    '1.2.3.4',
    'fe80::1%eth0',
    '[2001:db8::1]',
    ' ::1',
    '::1 ',
  ])('refuses %j', (text) => {
    expect(ipv6Words(text)).toBeNull();
  });

  it('agrees with node:net on which texts are addresses', () => {
    const texts = [
      '2001:db8:0:0:1:0:0:1',
      '2001:db8::1:0:0:1',
      '::ffff:0:0',
      '0:0:0:0:0:ffff:10.0.0.1',
      'abcd:ef01:2345:6789:abcd:ef01:2345:6789',
      '2001:db8:::1',
      '2001:db8::g',
      '::ffff:010.0.0.1',
      '1:2:3:4:5:6::8',
      '1::3:4:5:6:7:8',
    ];
    for (const text of texts) expect(ipv6Words(text) !== null, text).toBe(isIPv6(text));
    for (const text of ['1.2.3.4', '255.0.255.0', '1.2.3.4.', '300.1.1.1']) {
      expect(parseIpv4(text) >= 0, text).toBe(isIPv4(text));
    }
  });
});
