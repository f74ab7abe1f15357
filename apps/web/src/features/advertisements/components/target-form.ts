import { type TargetType, ZCreateTargetBody, ZUpdateTargetBody } from '@adportal/contracts';
import type { z } from 'zod';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';

/** What the bid form holds: the target (only when adding) and the bid itself. */
export interface TargetFormValues {
  target_type: TargetType;
  target_id: string;
  min_bid: string;
  max_bid: string;
  enabled: boolean;
}
/** What a valid form submits: the contract's create or update body. */
export type CreateTargetOutput = z.output<typeof ZCreateTargetBody>;
export type UpdateTargetOutput = z.output<typeof ZUpdateTargetBody>;

export const TARGET_FIELDS = ['target_type', 'target_id', 'min_bid', 'max_bid', 'enabled'] as const;

/** Adding a bid: the contract's create body. */
export const createTargetResolver = contractResolver(ZCreateTargetBody, (values: TargetFormValues) => values);

/** Editing a bid: the contract's update body, which names no target. */
export const updateTargetResolver = contractResolver(
  ZUpdateTargetBody,
  ({ target_type: _type, target_id: _id, ...body }: TargetFormValues) => body,
);
