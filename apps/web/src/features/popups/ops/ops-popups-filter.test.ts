import { describe, expect, it } from 'vitest';
import { filterFrom, paramsFrom } from './ops-popups-filter.ts';

describe('the operators’ popup list filter in the address', () => {
  it('round-trips, leaving the defaults out', () => {
    const filter = filterFrom(
      new URLSearchParams('q=bonus&status=inactive&audience=publisher&page=3&size=25'),
    );
    expect(filter).toEqual({
      search: 'bonus',
      status: 'inactive',
      audience: 'publisher',
      page: 3,
      pageSize: 25,
    });
    expect(paramsFrom(filter).toString()).toBe('q=bonus&status=inactive&audience=publisher&page=3&size=25');
    expect(paramsFrom(filterFrom(new URLSearchParams())).toString()).toBe('');
  });

  it('drops values it does not know', () => {
    expect(filterFrom(new URLSearchParams('status=sleeping&audience=all&page=-4&size=7'))).toEqual({
      search: '',
      status: '',
      audience: '',
      page: 1,
      pageSize: 10,
    });
  });
});
