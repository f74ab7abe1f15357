import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TutorialsFilter } from './api/list-tutorials.ts';

export const TUTORIALS_PAGE_SIZES = [10, 20, 50] as const;

/** The search, category and page of /tutorials/all as kept in the address (a link shares the search). */
export function useTutorialsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo((): TutorialsFilter => {
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('page_size'));
    return {
      search: params.get('search') ?? '',
      categoryId: params.get('category') ?? '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: (TUTORIALS_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 10,
    };
  }, [params]);

  const setFilter = useCallback(
    (next: TutorialsFilter) => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.categoryId) query.set('category', next.categoryId);
      if (next.page > 1) query.set('page', String(next.page));
      if (next.pageSize !== 10) query.set('page_size', String(next.pageSize));
      setParams(query, { replace: true });
    },
    [setParams],
  );
  const onSearch = useCallback(
    (search: string) => setFilter({ ...filter, search, page: 1 }),
    [filter, setFilter],
  );
  return { filter, setFilter, onSearch };
}
