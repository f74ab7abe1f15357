import type { VoidReason } from '@adportal/contracts';

/** The thresholds of the invalid-click rules (config: docs/delivery.md lists each with its variable). */
export interface ClickRuleLimits {
  /** How long a click link stays valid after the ad was served. */
  clickTtlMs: number;
  /** How long an impression beacon counts after the ad was served. */
  viewTtlMs: number;
  /** A click sooner than this after the impression was seen is not a person reading an ad. */
  minDelayMs: number;
  /** Charged clicks allowed from one IP on one ad within `ipWindowMs`. */
  ipLimit: number;
  ipWindowMs: number;
  /** Charged clicks one IP may make in a platform day across all ads before the midnight pass voids them all. */
  dailyIpLimit: number;
}

export const DEFAULT_CLICK_RULES: ClickRuleLimits = {
  clickTtlMs: 2 * 3_600_000,
  viewTtlMs: 10 * 60_000,
  minDelayMs: 1000,
  ipLimit: 3,
  ipWindowMs: 3_600_000,
  dailyIpLimit: 30,
};

/** What is known of a click without the database (checked before it joins a batch). */
export interface ImmediateClickFacts {
  servedAt: Date;
  clickedAt: Date;
  isBot: boolean;
  /** The click came from an address the advertiser's own people sign in from. */
  fromTeam: boolean;
}

/** The first rule an incoming click breaks that needs no database, or null. */
export function immediateVoidReason(click: ImmediateClickFacts, limits: ClickRuleLimits): VoidReason | null {
  if (click.isBot) return 'bot';
  if (click.clickedAt.getTime() - click.servedAt.getTime() > limits.clickTtlMs) return 'expired';
  if (click.fromTeam) return 'self_click';
  return null;
}

/** What the database (and the clicks before it in the same batch) say about a click. */
export interface RecordedClickFacts {
  clickedAt: Date;
  /** Another click on the same served impression was recorded before. */
  impressionClickedBefore: boolean;
  /** When the impression's beacon arrived, or null when it never did. */
  viewedAt: Date | null;
  /** Charged clicks from the same IP on the same ad within the window. */
  recentFromIp: number;
}

/** The first rule a click breaks that needs the recorded history, or null (then it may be charged). */
export function recordedVoidReason(click: RecordedClickFacts, limits: ClickRuleLimits): VoidReason | null {
  if (click.impressionClickedBefore) return 'duplicate';
  if (click.viewedAt === null) return 'no_impression';
  if (click.clickedAt.getTime() - click.viewedAt.getTime() < limits.minDelayMs) return 'too_fast';
  if (click.recentFromIp >= limits.ipLimit) return 'ip_rate';
  return null;
}
