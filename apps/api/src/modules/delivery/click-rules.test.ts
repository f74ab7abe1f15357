import { describe, expect, it } from 'vitest';
import { immediateVoidReason, DEFAULT_CLICK_RULES as limits, recordedVoidReason } from './click-rules.ts';

const served = new Date('2026-11-24T03:00:00Z');
const at = (ms: number) => new Date(served.getTime() + ms);

describe('rules checked before a click is written', () => {
  const click = { servedAt: served, clickedAt: at(10_000), isBot: false, fromTeam: false };
  it('pass a person clicking a fresh link', () => {
    expect(immediateVoidReason(click, limits)).toBeNull();
  });
  it('void a bot, an expired link (to the millisecond) and the advertiser’s own team, in that order', () => {
    expect(immediateVoidReason({ ...click, isBot: true, fromTeam: true }, limits)).toBe('bot');
    expect(immediateVoidReason({ ...click, clickedAt: at(limits.clickTtlMs) }, limits)).toBeNull();
    expect(immediateVoidReason({ ...click, clickedAt: at(limits.clickTtlMs + 1) }, limits)).toBe('expired');
    expect(immediateVoidReason({ ...click, fromTeam: true }, limits)).toBe('self_click');
  });
});

describe('rules that need the recorded history', () => {
  const click = { clickedAt: at(5000), impressionClickedBefore: false, viewedAt: at(1000), recentFromIp: 0 };
  it('pass a first click well after its impression', () => {
    expect(recordedVoidReason(click, limits)).toBeNull();
  });
  it('void a replay, a click without impression, one too soon after it, and one IP clicking too often', () => {
    expect(recordedVoidReason({ ...click, impressionClickedBefore: true }, limits)).toBe('duplicate');
    expect(recordedVoidReason({ ...click, viewedAt: null }, limits)).toBe('no_impression');
    expect(recordedVoidReason({ ...click, clickedAt: at(1000 + limits.minDelayMs - 1) }, limits)).toBe(
      'too_fast',
    );
    expect(recordedVoidReason({ ...click, clickedAt: at(1000 + limits.minDelayMs) }, limits)).toBeNull();
    expect(recordedVoidReason({ ...click, recentFromIp: limits.ipLimit - 1 }, limits)).toBeNull();
    expect(recordedVoidReason({ ...click, recentFromIp: limits.ipLimit }, limits)).toBe('ip_rate');
  });
});
