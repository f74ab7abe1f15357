import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './diff.ts';

describe('action log diff', () => {
  it('puts changed fields first and marks them', () => {
    const rows = changedFields(
      { name: 'A', status: 'active', permissions: { User: { read: true } } },
      {
        name: 'B',
        status: 'active',
        permissions: { User: { read: true } },
      },
    );
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['name', true],
      ['permissions', false],
      ['status', false],
    ]);
  });

  it('handles a creation (no before) and a deletion (no after)', () => {
    expect(changedFields(null, { id: '1' })).toEqual([
      { field: 'id', before: undefined, after: '1', changed: true },
    ]);
    expect(changedFields({ id: '1' }, null)[0]).toMatchObject({
      before: '1',
      after: undefined,
      changed: true,
    });
  });

  it('shows values plainly', () => {
    expect(showValue(undefined)).toBe('—');
    expect(showValue(null)).toBe('null');
    expect(showValue('x')).toBe('x');
    expect(showValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
