import type { AdTarget } from '@adportal/contracts';
import type { ReactNode } from 'react';

/** The pieces of a bid's row that act on it, shared by the table and the cards. */
export interface BidParts {
  maxBid: (target: AdTarget) => ReactNode;
  adviceAction: (target: AdTarget) => ReactNode;
  toggle: (target: AdTarget) => ReactNode;
  actions: (target: AdTarget) => ReactNode;
}

/** What the bids table and the bid cards show. */
export interface BidListProps {
  rows: AdTarget[];
  loading: boolean;
  /** Loaded, and no bid. */
  empty: boolean;
  emptyText: string;
  /** CPC or CPM. */
  unit: string;
  parts: BidParts;
}
