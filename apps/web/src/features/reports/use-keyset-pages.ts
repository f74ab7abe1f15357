import { useState } from 'react';

/**
 * Keyset pages (no page number on the server): the cursors that led to the current page, so "previous" steps
 * back. Another `filterKey` (the filters as text) starts again at page 1.
 */
export function useKeysetPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: readonly string[] }>({
    key: filterKey,
    cursors: [],
  });
  const cursors = state.key === filterKey ? state.cursors : [];
  return {
    /** Counts from 1. */
    page: cursors.length + 1,
    /** What the current page is asked with: the `next` of the page before it. */
    after: cursors.at(-1) ?? null,
    next: (cursor: string) => setState({ key: filterKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: filterKey, cursors: cursors.slice(0, -1) }),
  };
}
