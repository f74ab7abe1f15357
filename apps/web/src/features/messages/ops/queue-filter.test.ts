import { describe, expect, it } from 'vitest';
import { queueFilterFrom, queueParamsFrom } from './queue-filter.ts';

describe("operators' messages queue filter", () => {
  it('reads known values only and writes back what differs from the defaults', () => {
    const filter = queueFilterFrom(
      new URLSearchParams('status=open&category=billing&assigned=me&q=acme&page=2'),
    );
    expect(filter).toMatchObject({
      status: 'open',
      category: 'billing',
      assigned: 'me',
      search: 'acme',
      page: 2,
    });
    expect(queueParamsFrom(filter).toString()).toBe('q=acme&page=2&status=open&category=billing&assigned=me');
    expect(queueFilterFrom(new URLSearchParams('status=lost&assigned=them'))).toMatchObject({
      status: '',
      assigned: 'anyone',
    });
  });
});
