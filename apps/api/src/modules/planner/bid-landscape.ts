import type { AdType } from '@adportal/contracts';
import { bidToWin, type Entrant, minimumBid, rankAtBid } from '../delivery/ad-rank.ts';
import type { RivalBid } from '../delivery/delivery-index.ts';

/** One keyword or website as an ad of one type and size meets it in the auction now. */
export interface SlotLandscape {
  /** The asking ad as the auction would rank it: its type, CTR (a new ad's is the prior) and reserve. */
  entrant: Entrant;
  /** Each rival advertiser's best bid there that may serve now. */
  rivals: RivalBid[];
}

/** What the planner, the plan, the bid dialog and the ads helper say about one slot: the one computation they share. */
export interface LandscapeSummary {
  /** How many other advertisers compete (their bids that may serve now). */
  competitors: number;
  /** The advised max bid: the lowest that wins the slot now (docs/advertisements.md). */
  advice: bigint;
  /** Share (0..1) of the rivals the advice outranks (by expected value, as the auction ranks). */
  adviceBeatsShare: number;
  /** Below this max bid the ad cannot enter the auction (the default minimum, in 0.1 steps). */
  minimum: bigint;
  lowest: bigint | null;
  highest: bigint | null;
}

export const rivalEcpms = (landscape: SlotLandscape) => landscape.rivals.map((rival) => rival.ecpm);

export function summarizeLandscape(landscape: SlotLandscape): LandscapeSummary {
  const ecpms = rivalEcpms(landscape);
  const advice = bidToWin(landscape.entrant, ecpms);
  let lowest: bigint | null = null;
  let highest: bigint | null = null;
  for (const { maxBidMicros } of landscape.rivals) {
    if (lowest === null || maxBidMicros < lowest) lowest = maxBidMicros;
    if (highest === null || maxBidMicros > highest) highest = maxBidMicros;
  }
  return {
    competitors: landscape.rivals.length,
    advice,
    adviceBeatsShare: rankAtBid(landscape.entrant, advice, ecpms).outranksShare,
    minimum: minimumBid(landscape.entrant),
    lowest,
    highest,
  };
}

/** The entrant of an ask: a click ad weighs its CTR, an impression ad its CPM alone. */
export function entrantOf(type: AdType, ctr: number, reserveMicros: bigint): Entrant {
  return { type, ctr, reserveMicros };
}
