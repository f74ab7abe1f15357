import type { VoidReason } from '@adportal/contracts';

/** The thresholds of the invalid-impression rules (config: docs/delivery.md lists each with its variable). */
export interface ImpressionRuleLimits {
  /** Counted impressions one address may make of one ad within `ipWindowMs` (more are void `ip_rate`). */
  ipLimit: number;
  ipWindowMs: number;
}

/** EthicalAds' view limit per address: 5 in 5 minutes (design/field-notes.md). */
export const DEFAULT_IMPRESSION_RULES: ImpressionRuleLimits = { ipLimit: 5, ipWindowMs: 5 * 60_000 };

/** Why an impression whose beacon arrived is void. */
export type ImpressionVoidReason = Extract<VoidReason, 'bot' | 'ip_rate'>;

/**
 * The impressions each address × ad was counted for within the sliding window, in this process's memory: a
 * beacon is checked without a database round trip. Each key keeps at most `ipLimit` (impression id, time)
 * entries; keys live in two generations that turn over every window, so an address not seen for a whole window
 * is forgotten without a sweep (memory: the keys of one to two windows of traffic). Several processes each keep
 * their own window (docs/delivery.md).
 */
export class ImpressionFrequencyCap {
  private current = new Map<string, { id: string; at: number }[]>();
  private previous = new Map<string, { id: string; at: number }[]>();
  private turnedAt: number | null = null;

  constructor(private readonly limits: ImpressionRuleLimits) {}

  /**
   * True when this impression of the ad may count for the address at `at` (ms), and notes it; false past the
   * cap. An impression already noted (a replayed beacon) passes again without using the allowance: the
   * database counts it once.
   */
  admit(ip: string, adId: string, impressionId: string, at: number): boolean {
    this.turnOver(at);
    const key = `${ip} ${adId}`;
    let seen = this.current.get(key);
    if (!seen) {
      seen = this.previous.get(key) ?? [];
      this.previous.delete(key);
      this.current.set(key, seen);
    }
    if (seen.some((entry) => entry.id === impressionId)) return true;
    while (seen.length > 0 && seen[0]!.at <= at - this.limits.ipWindowMs) seen.shift();
    if (seen.length >= this.limits.ipLimit) return false;
    seen.push({ id: impressionId, at });
    return true;
  }

  private turnOver(at: number) {
    if (this.turnedAt === null) this.turnedAt = at;
    const since = at - this.turnedAt;
    if (since < this.limits.ipWindowMs) return;
    this.previous = since < 2 * this.limits.ipWindowMs ? this.current : new Map();
    this.current = new Map();
    this.turnedAt = at;
  }
}

/** What is known of an impression when its beacon arrives. */
export interface ImpressionFacts {
  isBot: boolean;
  /** The frequency cap admits it (asked only when no earlier rule voided it). */
  withinCap: () => boolean;
}

/** The first rule an impression breaks, or null when it counts (and, for an impression ad, is billed). */
export function impressionVoidReason(impression: ImpressionFacts): ImpressionVoidReason | null {
  if (impression.isBot) return 'bot';
  if (!impression.withinCap()) return 'ip_rate';
  return null;
}
