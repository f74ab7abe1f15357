import { describe, expect, it } from 'vitest';
import { nextSort } from './DataTable.tsx';

describe('nextSort', () => {
  it('flips the order of the column already sorted', () => {
    expect(nextSort({ by: 'name', direction: 'asc' }, 'name')).toBe('desc');
    expect(nextSort({ by: 'name', direction: 'desc' }, 'name', 'desc')).toBe('asc');
  });

  it('starts another column at its first order (A to Z unless told)', () => {
    expect(nextSort({ by: 'name', direction: 'desc' }, 'type')).toBe('asc');
    expect(nextSort({ by: 'name', direction: 'asc' }, 'created_at', 'desc')).toBe('desc');
  });
});
