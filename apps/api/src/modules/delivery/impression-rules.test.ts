import { describe, expect, it } from 'vitest';
import { ImpressionFrequencyCap, impressionVoidReason } from './impression-rules.ts';

const limits = { ipLimit: 3, ipWindowMs: 60_000 };

describe('the impression frequency cap (a sliding window per address × ad)', () => {
  it('admits an address up to the limit within the window, then again as the window slides', () => {
    const cap = new ImpressionFrequencyCap(limits);
    const admitted = [0, 1000, 2000, 3000, 59_999].map((at, n) => cap.admit('192.0.2.1', 'ad', `i${n}`, at));
    expect(admitted).toEqual([true, true, true, false, false]);
    // The first one leaves the window at 60,000 ms: one more fits, not two.
    expect(cap.admit('192.0.2.1', 'ad', 'i5', 60_000)).toBe(true);
    expect(cap.admit('192.0.2.1', 'ad', 'i6', 60_500)).toBe(false);
  });

  it('counts each address and each ad on its own, and a replayed beacon once', () => {
    const cap = new ImpressionFrequencyCap(limits);
    for (let n = 0; n < 3; n += 1) expect(cap.admit('192.0.2.1', 'ad', `i${n}`, n)).toBe(true);
    expect(cap.admit('192.0.2.1', 'ad', 'i0', 10)).toBe(true);
    expect(cap.admit('192.0.2.1', 'other-ad', 'j0', 10)).toBe(true);
    expect(cap.admit('192.0.2.2', 'ad', 'k0', 10)).toBe(true);
    expect(cap.admit('192.0.2.1', 'ad', 'i3', 10)).toBe(false);
  });

  it('remembers an address across the turnover of its generations, and forgets it after a quiet window', () => {
    const cap = new ImpressionFrequencyCap(limits);
    cap.admit('192.0.2.9', 'start', 's', 0);
    for (let n = 0; n < 3; n += 1) cap.admit('192.0.2.1', 'ad', `i${n}`, 50_000 + n);
    // 60,000: the generations turn over; the three of 50,000 are still in the window.
    expect(cap.admit('192.0.2.1', 'ad', 'i3', 65_000)).toBe(false);
    expect(cap.admit('192.0.2.1', 'ad', 'i4', 110_003)).toBe(true);
    expect(cap.admit('192.0.2.1', 'ad', 'i5', 400_000)).toBe(true);
  });
});

describe('rules checked when a beacon arrives', () => {
  it('void a bot before asking the cap, then what the cap refuses', () => {
    let asked = 0;
    const withinCap = (answer: boolean) => () => {
      asked += 1;
      return answer;
    };
    expect(impressionVoidReason({ isBot: true, withinCap: withinCap(true) })).toBe('bot');
    expect(asked).toBe(0);
    expect(impressionVoidReason({ isBot: false, withinCap: withinCap(false) })).toBe('ip_rate');
    expect(impressionVoidReason({ isBot: false, withinCap: withinCap(true) })).toBeNull();
  });
});
