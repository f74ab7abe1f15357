import { describe, expect, it } from 'vitest';
import { servingExplanations } from './not-serving.ts';

describe('why an ad does not serve, as people read it', () => {
  it('reads "no active bids" and "balance too low" as one explanation: deposit, then add a bid', () => {
    expect(servingExplanations(['out_of_schedule', 'no_active_targets', 'balance_low'])).toEqual([
      'out_of_schedule',
      'needs_deposit_and_bid',
    ]);
  });
  it('keeps either reason alone as it is', () => {
    expect(servingExplanations(['no_active_targets'])).toEqual(['no_active_targets']);
    expect(servingExplanations(['offline', 'balance_low'])).toEqual(['offline', 'balance_low']);
    expect(servingExplanations([])).toEqual([]);
  });
});
