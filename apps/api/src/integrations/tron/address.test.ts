import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base58Decode,
  base58Encode,
  hexFromTronAddress,
  isValidTronAddress,
  tronAddressFromHex,
} from './address.ts';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';
const ZERO = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
const ZERO_HEX = `41${'0'.repeat(40)}`;
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

describe('base58', () => {
  it('matches known vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['00', '1'],
      ['0000', '11'],
      ['61', '2g'],
      ['626262', 'a3gV'],
      ['636363', 'aPEr'],
      ['00000000000000000000', '1111111111'],
      ['000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5', ALPHABET],
      ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ];
    for (const [hex, text] of vectors) {
      expect(base58Encode(Buffer.from(hex, 'hex'))).toBe(text);
      expect(Buffer.from(base58Decode(text)!).toString('hex')).toBe(hex);
    }
  });

  it('round-trips random bytes, leading zeros included', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = Buffer.concat([Buffer.alloc(i % 4), randomBytes(i % 40)]);
      expect(Buffer.from(base58Decode(base58Encode(bytes))!).equals(bytes)).toBe(true);
    }
  });

  it('refuses characters outside the alphabet', () => {
    for (const bad of ['0', 'O', 'I', 'l', '+', ' ']) expect(base58Decode(`abc${bad}`)).toBeNull();
  });
});

describe('TRON addresses', () => {
  it('accepts real addresses and converts them to and from hex', () => {
    expect(isValidTronAddress(USDT)).toBe(true);
    expect(isValidTronAddress(ZERO)).toBe(true);
    expect(hexFromTronAddress(USDT)).toBe(USDT_HEX);
    expect(hexFromTronAddress(ZERO)).toBe(ZERO_HEX);
    expect(tronAddressFromHex(USDT_HEX)).toBe(USDT);
    expect(tronAddressFromHex(USDT_HEX.toUpperCase())).toBe(USDT);
    expect(tronAddressFromHex(ZERO_HEX)).toBe(ZERO);
  });

  it('round-trips random 0x41 + 20-byte addresses', () => {
    for (let i = 0; i < 200; i++) {
      const hex = `41${randomBytes(20).toString('hex')}`;
      const address = tronAddressFromHex(hex);
      expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(isValidTronAddress(address)).toBe(true);
      expect(hexFromTronAddress(address)).toBe(hex);
    }
  });

  it('rejects every one-character change (checksum)', () => {
    for (let position = 1; position < USDT.length; position++) {
      for (const char of ALPHABET) {
        if (char === USDT[position]) continue;
        const changed = USDT.slice(0, position) + char + USDT.slice(position + 1);
        expect(isValidTronAddress(changed), changed).toBe(false);
      }
    }
  });

  it('rejects wrong prefix, wrong length and non-base58 characters', () => {
    // A valid base58check string with another version byte (a Bitcoin address).
    expect(isValidTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    const otherVersion = Buffer.from(`42${USDT_HEX.slice(2)}`, 'hex');
    expect(isValidTronAddress(base58Encode(Buffer.concat([otherVersion, Buffer.alloc(4)])))).toBe(false);
    expect(isValidTronAddress(USDT.slice(0, 33))).toBe(false);
    expect(isValidTronAddress(`${USDT}1`)).toBe(false);
    expect(isValidTronAddress('')).toBe(false);
    expect(isValidTronAddress(` ${USDT.slice(1)}`)).toBe(false);
    expect(isValidTronAddress(USDT.toLowerCase())).toBe(false);
    for (const bad of ['0', 'O', 'I', 'l']) {
      expect(isValidTronAddress(`${USDT.slice(0, 10)}${bad}${USDT.slice(11)}`)).toBe(false);
    }
    expect(() => hexFromTronAddress(USDT.slice(0, 33))).toThrow();
    expect(() => tronAddressFromHex(USDT_HEX.slice(2))).toThrow();
    expect(() => tronAddressFromHex(`42${USDT_HEX.slice(2)}`)).toThrow();
    expect(() => tronAddressFromHex(`${USDT_HEX}00`)).toThrow();
  });
});
