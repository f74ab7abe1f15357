import { describe, expect, it } from 'vitest';
import { dispatchesFilterFrom, dispatchesParamsFrom } from './dispatches-filter.ts';

const BROADCAST = '0b7f7a52-1f4c-4a57-9a3e-4d2b8f0c9e11';

describe('the dispatch log filter in the address', () => {
  it('round-trips, leaving the defaults out', () => {
    const query = `q=acme&status=failed&channel=telegram&broadcast=${BROADCAST}&page=2&size=50`;
    const filter = dispatchesFilterFrom(new URLSearchParams(query));
    expect(filter).toEqual({
      search: 'acme',
      status: 'failed',
      channel: 'telegram',
      broadcastId: BROADCAST,
      page: 2,
      pageSize: 50,
    });
    expect(dispatchesParamsFrom(filter).toString()).toBe(query);
    expect(dispatchesParamsFrom(dispatchesFilterFrom(new URLSearchParams())).toString()).toBe('');
  });

  it('drops values it does not know', () => {
    expect(
      dispatchesFilterFrom(new URLSearchParams('status=lost&channel=sms&broadcast=nope&page=-1&size=7')),
    ).toEqual({ search: '', status: '', channel: '', broadcastId: '', page: 1, pageSize: 20 });
  });
});
