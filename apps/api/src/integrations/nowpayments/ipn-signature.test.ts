import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, signIpn, sortKeysDeep, verifyIpnSignature, verifyRawIpn } from './ipn-signature.ts';

const SECRET = 'ipn-secret-for-tests';

/** Expected values are computed from HAND-WRITTEN canonical strings, independently of the implementation. */
function hmac(canonical: string, secret = SECRET): string {
  return createHmac('sha512', secret).update(canonical, 'utf8').digest('hex');
}

// An IPN as it may arrive: keys in no particular order, a nested unsorted `fee`, `/` and non-ASCII text.
const body = {
  payment_status: 'finished',
  payment_id: 5077125051,
  pay_amount: 12.5,
  order_description: 'a/b ชำระเงิน 支付',
  fee: { withdrawalFee: 0, currency: 'usdttrc20', serviceFee: 0.1, depositFee: 0.09853637216235617 },
  actually_paid: 12.5,
  parent_payment_id: null,
  order_id: 'ORD-1',
};
const bodyCanonical =
  '{"actually_paid":12.5,"fee":{"currency":"usdttrc20","depositFee":0.09853637216235617,"serviceFee":0.1,' +
  '"withdrawalFee":0},"order_description":"a/b ชำระเงิน 支付","order_id":"ORD-1","parent_payment_id":null,' +
  '"pay_amount":12.5,"payment_id":5077125051,"payment_status":"finished"}';

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps `/` and non-ASCII as they are, no spaces', () => {
    expect(canonicalJson(body)).toBe(bodyCanonical);
  });

  it('keeps array order while sorting objects inside arrays', () => {
    const value = { z: [3, 1, { b: 2, a: 1 }], a: [] };
    expect(canonicalJson(value)).toBe('{"a":[],"z":[3,1,{"a":1,"b":2}]}');
    expect(sortKeysDeep(value)).toEqual(value);
    expect(Object.keys(sortKeysDeep(value))).toEqual(['a', 'z']);
  });

  it('prints numbers as JavaScript does after parsing', () => {
    expect(canonicalJson(JSON.parse('{"b":12.50,"a":1E-7,"c":5.0}'))).toBe('{"a":1e-7,"b":12.5,"c":5}');
  });
});

describe('IPN signature', () => {
  it('matches an HMAC-SHA512 of the hand-written canonical string', () => {
    expect(signIpn(body, SECRET)).toBe(hmac(bodyCanonical));
    expect(verifyIpnSignature(body, hmac(bodyCanonical), SECRET)).toBe(true);
  });

  it('covers arrays in the signed form', () => {
    const value = { list: [{ y: 1, x: 'ü/' }, 2], id: 1 };
    expect(verifyIpnSignature(value, hmac('{"id":1,"list":[{"x":"ü/","y":1},2]}'), SECRET)).toBe(true);
    expect(verifyIpnSignature({ id: 1, list: [2, { x: 'ü/', y: 1 }] }, signIpn(value, SECRET), SECRET)).toBe(
      false,
    );
  });

  it('gives the same signature whatever the key order', () => {
    const reordered = JSON.parse(
      '{"order_id":"ORD-1","parent_payment_id":null,"fee":{"serviceFee":0.1,"depositFee":0.09853637216235617,' +
        '"currency":"usdttrc20","withdrawalFee":0},"actually_paid":12.5,"payment_id":5077125051,' +
        '"order_description":"a/b ชำระเงิน 支付","payment_status":"finished","pay_amount":12.50}',
    );
    expect(signIpn(reordered, SECRET)).toBe(signIpn(body, SECRET));
    expect(verifyIpnSignature(reordered, hmac(bodyCanonical), SECRET)).toBe(true);
  });

  it('verifies a raw body over its parsed, re-sorted form', () => {
    const raw = Buffer.from(JSON.stringify(body, null, 2).replace('12.5', '12.50'), 'utf8');
    expect(verifyRawIpn(raw, hmac(bodyCanonical), SECRET)).toEqual({ valid: true, body });
    expect(verifyRawIpn('{not json', hmac(bodyCanonical), SECRET)).toEqual({ valid: false });
  });

  it('rejects a tampered body', () => {
    const signature = hmac(bodyCanonical);
    expect(verifyIpnSignature({ ...body, actually_paid: 125 }, signature, SECRET)).toBe(false);
    expect(verifyIpnSignature({ ...body, fee: { ...body.fee, serviceFee: 0 } }, signature, SECRET)).toBe(
      false,
    );
    expect(verifyIpnSignature({ ...body, extra: true }, signature, SECRET)).toBe(false);
  });

  it('rejects a wrong, short, malformed or missing signature and a wrong secret', () => {
    const signature = hmac(bodyCanonical);
    expect(verifyIpnSignature(body, hmac(bodyCanonical, 'other-secret'), SECRET)).toBe(false);
    expect(verifyIpnSignature(body, signature, 'other-secret')).toBe(false);
    expect(verifyIpnSignature(body, signature.slice(0, 64), SECRET)).toBe(false);
    expect(verifyIpnSignature(body, `${signature}00`, SECRET)).toBe(false);
    expect(verifyIpnSignature(body, `${signature.slice(0, 127)}g`, SECRET)).toBe(false);
    expect(verifyIpnSignature(body, '', SECRET)).toBe(false);
    expect(verifyIpnSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyIpnSignature(body, signature, '')).toBe(false);
    expect(verifyIpnSignature(undefined, signature, SECRET)).toBe(false);
  });

  it('accepts the signature in upper-case hex', () => {
    expect(verifyIpnSignature(body, hmac(bodyCanonical).toUpperCase(), SECRET)).toBe(true);
  });
});
