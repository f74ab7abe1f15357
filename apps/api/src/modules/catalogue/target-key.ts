import type { TargetType } from '@adportal/contracts';

/** A keyword or website of the catalogue, as bids refer to it. */
export interface TargetRef {
  targetType: TargetType;
  targetId: string;
}

/** One string per keyword or website: the key of maps of catalogue entries and of competing bids. */
export const targetKey = (ref: TargetRef) => `${ref.targetType}:${ref.targetId}`;
