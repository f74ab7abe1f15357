import { describe, expect, it } from 'vitest';
import {
  isFinalStatus,
  isForwardTransition,
  isIpnBody,
  isPaymentStatus,
  PAYMENT_STATUSES,
  paymentIdText,
  statusRank,
} from './types.ts';

describe('payment statuses', () => {
  it('ranks the lifecycle forward', () => {
    expect(PAYMENT_STATUSES.map(statusRank)).toEqual([0, 1, 2, 3, 4, 5, 5, 5, 5]);
    expect(statusRank('something-new')).toBe(-1);
  });

  it('tells final statuses', () => {
    expect(PAYMENT_STATUSES.filter(isFinalStatus)).toEqual(['finished', 'failed', 'refunded', 'expired']);
    expect(isFinalStatus('unknown')).toBe(false);
    expect(isPaymentStatus('sending')).toBe(true);
    expect(isPaymentStatus('toString')).toBe(false);
  });

  it('lets a status only move forward', () => {
    expect(isForwardTransition('waiting', 'confirming')).toBe(true);
    expect(isForwardTransition('partially_paid', 'finished')).toBe(true);
    expect(isForwardTransition('confirmed', 'confirming')).toBe(false);
    expect(isForwardTransition('finished', 'finished')).toBe(false);
    expect(isForwardTransition('finished', 'expired')).toBe(false);
    expect(isForwardTransition('waiting', 'bogus')).toBe(false);
  });
});

describe('payment ids and IPN bodies', () => {
  it('reads numeric and string ids', () => {
    expect(paymentIdText(5077125051)).toBe('5077125051');
    expect(paymentIdText('5077125051')).toBe('5077125051');
    expect(paymentIdText('12/../x')).toBeNull();
    expect(paymentIdText(1.5)).toBeNull();
    expect(paymentIdText(null)).toBeNull();
  });

  it('checks the shape of an IPN body', () => {
    const ipn = {
      payment_id: 1,
      payment_status: 'finished',
      pay_currency: 'usdttrc20',
      price_amount: 10,
      pay_amount: 10,
      actually_paid: 10,
    };
    expect(isIpnBody(ipn)).toBe(true);
    expect(isIpnBody({ ...ipn, payment_status: 'paid' })).toBe(false);
    expect(isIpnBody({ ...ipn, actually_paid: '10' })).toBe(false);
    expect(isIpnBody([ipn])).toBe(false);
  });
});
