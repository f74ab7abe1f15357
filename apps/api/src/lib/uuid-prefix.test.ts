import { describe, expect, it } from 'vitest';
import { uuidPrefixRange } from './uuid-prefix.ts';

describe('uuidPrefixRange', () => {
  const id = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

  it('turns the start of an id into the range of ids that start with it', () => {
    expect(uuidPrefixRange('3FA8')).toEqual({
      low: '3fa80000-0000-0000-0000-000000000000',
      high: '3fa8ffff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(uuidPrefixRange('3fa85f64-57')).toEqual({
      low: '3fa85f64-5700-0000-0000-000000000000',
      high: '3fa85f64-57ff-ffff-ffff-ffffffffffff',
    });
    expect(uuidPrefixRange('3fa85f64-')?.low).toBe('3fa85f64-0000-0000-0000-000000000000');
    expect(uuidPrefixRange('3fa85f645717')?.high).toBe('3fa85f64-5717-ffff-ffff-ffffffffffff');
  });

  it('gives a whole id as a range of one', () => {
    expect(uuidPrefixRange(` ${id.toUpperCase()} `)).toEqual({ low: id, high: id });
    expect(uuidPrefixRange(id.replaceAll('-', ''))).toEqual({ low: id, high: id });
  });

  it('refuses what cannot start an id', () => {
    for (const typed of ['3fa', 'spring', '3fa8-5f64', '3fa85f64--', `${id}0`, '3fa8%', '', '----'])
      expect(uuidPrefixRange(typed), typed).toBeNull();
  });
});
