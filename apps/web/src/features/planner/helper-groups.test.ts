import type { AdOpportunities } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { helperGroups } from './helper-groups.ts';

const ad = (name: string, patch: Partial<AdOpportunities>): AdOpportunities => ({
  advertisement_id: name,
  name,
  type: 'click',
  status: 'approved',
  serving: false,
  delivery: 'no_traffic',
  bid_to_win: null,
  opportunities: [],
  ...patch,
});
const limited = ad('Limited', {
  delivery: 'limited_by_rank',
  bid_to_win: '4.0',
  opportunities: [
    {
      reason: 'limited_by_rank',
      fix: 'raise_bid',
      target_id: 't',
      target_name: 'bitcoin',
      current: '0.6',
      advice: '4.0',
    },
  ],
});
const serving = ad('Serving', { serving: true, delivery: 'serving' });
const waiting = ad('Waiting', { delivery: 'no_traffic' });

describe('the ads helper (issue 26, U-1)', () => {
  it('never says "All your ads are serving" of an ad limited by ad rank: it is a finding, first', () => {
    const groups = helperGroups([serving, limited]);
    expect(groups.headline).toBeNull();
    expect(groups.withFindings.map((row) => row.name)).toEqual(['Limited']);
    expect(groups.servingCount).toBe(1);
  });

  it('says there is nothing to fix, not that all serve, when an ad won no impression lately', () => {
    const groups = helperGroups([serving, waiting]);
    expect(groups.headline).toBe('nothing_to_fix');
    expect(groups.waiting.map((row) => row.name)).toEqual(['Waiting']);
    expect(groups.serving.map((row) => row.name)).toEqual(['Serving']);
  });

  it('says all serve only when every ad won impressions lately', () => {
    expect(helperGroups([serving]).headline).toBe('all_serving');
    expect(helperGroups([]).headline).toBeNull();
  });
});
