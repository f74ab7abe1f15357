import { type TargetType, ZCreateTargetBody, ZUpdateTargetBody } from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the bid form holds: the target (only when adding) and the bid itself. */
export interface TargetFormValues {
  target_type: TargetType;
  target_id: string;
  min_bid: string;
  max_bid: string;
  enabled: boolean;
}
export const TARGET_FIELDS = ['target_type', 'target_id', 'min_bid', 'max_bid', 'enabled'] as const;

/** Adding a bid: the contract's create body. */
export const createTargetResolver = zodResolver(ZCreateTargetBody) as unknown as Resolver<TargetFormValues>;

const updateSchemaResolver = zodResolver(ZUpdateTargetBody) as unknown as Resolver<
  Omit<TargetFormValues, 'target_type' | 'target_id'>
>;
/** Editing a bid: the contract's update body, which names no target. */
export const updateTargetResolver: Resolver<TargetFormValues> = (values, context, options) => {
  const { target_type: _type, target_id: _id, ...body } = values;
  return updateSchemaResolver(body, context, options as never) as never;
};
