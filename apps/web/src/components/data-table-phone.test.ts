import { describe, expect, it } from 'vitest';
import { type PhoneColumn, phoneColumns } from './data-table-phone.ts';

type Column = PhoneColumn & { id: string };
const column = (id: string, extra: PhoneColumn = {}): Column => ({ id, ...extra });
const ids = (columns: { id: string }[]) => columns.map((entry) => entry.id);

describe('phoneColumns', () => {
  it('shows every column of a small table, without folding', () => {
    const result = phoneColumns([column('a'), column('b'), column('c'), column('d'), column('e')]);
    expect(ids(result.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.more).toEqual([]);
  });

  it('keeps the marked key columns and folds the rest, in their order', () => {
    const result = phoneColumns([
      column('reference', { essential: true }),
      column('method'),
      column('status', { essential: true }),
      column('amount', { essential: true }),
      column('network'),
    ]);
    expect(ids(result.key)).toEqual(['reference', 'status', 'amount']);
    expect(ids(result.more)).toEqual(['method', 'network']);
  });

  it('gives an unmarked wide table its first columns as key columns', () => {
    const result = phoneColumns(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => column(id)));
    expect(ids(result.key)).toEqual(['a', 'b', 'c']);
    expect(ids(result.more)).toEqual(['d', 'e', 'f']);
  });

  it('never folds a control: actions and switches stay on the card', () => {
    const marked = phoneColumns([
      column('name', { essential: true }),
      column('a'),
      column('toggle', { stopsRowClick: true }),
      column('actions', { headerHidden: true }),
    ]);
    expect(ids(marked.key)).toEqual(['name', 'toggle', 'actions']);
    const unmarked = phoneColumns(
      [...'abcdef'].map((id) => column(id)).concat(column('actions', { stopsRowClick: true })),
    );
    expect(ids(unmarked.key)).toEqual(['a', 'b', 'c', 'actions']);
  });

  it('leaves out the columns hidden on phones', () => {
    const result = phoneColumns([
      column('a', { essential: true }),
      column('b', { phone: 'hidden' }),
      column('c'),
    ]);
    expect(ids(result.key)).toEqual(['a']);
    expect(ids(result.more)).toEqual(['c']);
  });
});
