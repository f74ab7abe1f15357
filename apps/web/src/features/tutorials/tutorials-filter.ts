import { TUTORIAL_STATUSES, type TutorialStatus } from '@adportal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { oneOf } from '../../lib/url-filter.ts';

/** A list of articles as kept in the address: search, category, status (operators' list only), page. */
export interface TutorialsListFilter {
  search: string;
  categoryId: string;
  status: TutorialStatus | '';
  page: number;
  pageSize: number;
}

/** The page sizes a list offers; the default one is left out of the address. */
interface ListPaging {
  pageSizes: readonly number[];
  defaultPageSize: number;
}

/** /tutorials/all: the reader's search, a page at a time. */
export const READER_PAGING = { pageSizes: [10, 20, 50], defaultPageSize: 10 } as const satisfies ListPaging;
/** /ops/tutorials: every article, drafts too. */
export const OPS_PAGING = { pageSizes: [10, 25, 50], defaultPageSize: 25 } as const satisfies ListPaging;

/**
 * The filter of a list of articles kept in the address (a link shares the search); the readers' list and the
 * operators' differ only in their page sizes (and the readers' never sets a status).
 */
export function useTutorialsFilter({ pageSizes, defaultPageSize }: ListPaging) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo((): TutorialsListFilter => {
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('page_size'));
    return {
      search: params.get('search') ?? '',
      categoryId: params.get('category') ?? '',
      status: oneOf(TUTORIAL_STATUSES, params.get('status')),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
    };
  }, [params, pageSizes, defaultPageSize]);

  const setFilter = useCallback(
    (next: TutorialsListFilter) => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.categoryId) query.set('category', next.categoryId);
      if (next.status) query.set('status', next.status);
      if (next.page > 1) query.set('page', String(next.page));
      if (next.pageSize !== defaultPageSize) query.set('page_size', String(next.pageSize));
      setParams(query, { replace: true });
    },
    [setParams, defaultPageSize],
  );
  const onSearch = useCallback(
    (search: string) => setFilter({ ...filter, search, page: 1 }),
    [filter, setFilter],
  );
  return { filter, setFilter, onSearch };
}
