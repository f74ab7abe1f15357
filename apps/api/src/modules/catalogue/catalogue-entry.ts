import type { AdType } from '@adportal/contracts';

/** A keyword or website with both default minimum prices. */
export interface CatalogueEntry {
  id: string;
  name: string;
  minCpcMicros: bigint;
  minCpmMicros: bigint;
  active: boolean;
}

/** The keyword or website a bid is on, with its default minimum for one ad type. */
export interface CatalogueTarget {
  id: string;
  name: string;
  defaultMinMicros: bigint;
  active: boolean;
}

export const defaultMinOf = (entry: CatalogueEntry, adType: AdType) =>
  adType === 'click' ? entry.minCpcMicros : entry.minCpmMicros;
