import { TUTORIAL_STATUSES, type TutorialStatus } from '@adportal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OpsTutorialsFilter } from './api/list-ops-tutorials.ts';

export const OPS_TUTORIALS_PAGE_SIZES = [10, 25, 50] as const;

/** The operators' article list filter, kept in the address. */
export function useOpsTutorialsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo((): OpsTutorialsFilter => {
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('page_size'));
    const status = params.get('status');
    return {
      search: params.get('search') ?? '',
      categoryId: params.get('category') ?? '',
      status: TUTORIAL_STATUSES.includes(status as TutorialStatus) ? (status as TutorialStatus) : '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: (OPS_TUTORIALS_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
    };
  }, [params]);
  const setFilter = useCallback(
    (next: OpsTutorialsFilter) => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.categoryId) query.set('category', next.categoryId);
      if (next.status) query.set('status', next.status);
      if (next.page > 1) query.set('page', String(next.page));
      if (next.pageSize !== 25) query.set('page_size', String(next.pageSize));
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
