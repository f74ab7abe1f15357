import type { Plan } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { planContract } from './plan-contract.ts';

const PLAN = { type: 'click', default_min: '0.5' } as Pick<Plan, 'type' | 'default_min'> as Plan;
const BODY = {
  target_type: 'keyword',
  target_id: '7b0c5a52-8a3e-4a43-9d2e-2f5f1d7f9c11',
  min_bid: '0.5',
  max_bid: '1',
  enabled: true,
} as const;

const issues = (body: object, plan: Plan = PLAN) =>
  planContract(plan)
    .safeParse(body)
    .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe("the plan's bid contract", () => {
  it('takes a min bid at the default minimum', () => {
    expect(issues(BODY)).toEqual([]);
  });

  it("refuses a min bid below the keyword's default minimum, in the ad type's words", () => {
    expect(issues({ ...BODY, min_bid: '0.4' })).toEqual(['min_bid:bid.errors.minCpcBelowDefault|min=0.5']);
    expect(issues({ ...BODY, min_bid: '0.4' }, { ...PLAN, type: 'impression' })).toEqual([
      'min_bid:bid.errors.minCpmBelowDefault|min=0.5',
    ]);
  });

  it('says only what is wrong with a min bid that is no amount', () => {
    expect(issues({ ...BODY, min_bid: 'abc' }).filter((issue) => issue.includes('BelowDefault'))).toEqual([]);
  });
});
