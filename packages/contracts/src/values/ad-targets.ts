import { compareUsdt } from './money.ts';

export const TARGET_TYPES = ['keyword', 'website'] as const;

export const minBelowMax = (body: { min_bid: string; max_bid: string }) =>
  compareUsdt(body.min_bid, body.max_bid) < 0;

export const minBelowMaxRule = { error: 'bid.errors.minBelowMax', path: ['max_bid'] };
