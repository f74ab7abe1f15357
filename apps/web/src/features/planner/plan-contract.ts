import { compareUsdt, type Plan, ZCreateTargetBody } from '@adportal/contracts';
import { bidText } from './bid-text.ts';

/**
 * The contract's rules (ZCreateTargetBody) plus the one the server checks from the catalogue: the min bid is at
 * least the keyword's or website's default minimum for the ad's type.
 */
export function planContract(plan: Plan) {
  const key = plan.type === 'click' ? 'bid.errors.minCpcBelowDefault' : 'bid.errors.minCpmBelowDefault';
  return ZCreateTargetBody.superRefine((body, context) => {
    if (compareUsdt(body.min_bid, plan.default_min) < 0) {
      context.addIssue({
        code: 'custom',
        path: ['min_bid'],
        message: `${key}|min=${bidText(plan.default_min)}`,
      });
    }
  });
}
