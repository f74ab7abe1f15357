import {
  AD_DISPLAYS,
  AD_FIGURE_SORTS,
  AD_SORTS,
  AD_STATUSES,
  AD_TYPES,
  type AdSort,
  REPORT_PERIODS,
  type ReportPeriod,
} from '@adportal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AdsFilter } from './api/list-ads.ts';

/** The status tabs: every ad, then one per reviewable status (deleted ads are never listed). */
export const AD_LIST_TABS = ['all', 'pending', 'approved', 'rejected', 'banned'] as const;
export type AdListTab = (typeof AD_LIST_TABS)[number];
export const LISTED_STATUSES = AD_STATUSES.filter((status) => status !== 'deleted');
export const ADS_PAGE_SIZES = [10, 25, 50] as const;
/** Sortable columns and the API's sort for each. */
export const SORTABLE: readonly AdSort[] = ['name', 'type', 'status', 'created_at', ...AD_FIGURE_SORTS];
/** The figures' period when the address names none. */
const DEFAULT_PERIOD: ReportPeriod = 'month';

/** Dates and figures start newest and highest first; texts A to Z. */
export const firstOrderOf = (sort: AdSort): 'asc' | 'desc' =>
  sort === 'created_at' || (AD_FIGURE_SORTS as readonly AdSort[]).includes(sort) ? 'desc' : 'asc';

function tabOfPath(pathname: string): AdListTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (AD_LIST_TABS as readonly string[]).includes(last) ? (last as AdListTab) : 'all';
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** The filter as kept in the address (so a refresh, a shared link and Back keep it). */
function readFilter(params: URLSearchParams, tab: AdListTab): AdsFilter {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  return {
    search: params.get('search') ?? '',
    type: oneOf(AD_TYPES, params.get('type')),
    status: tab === 'all' ? oneOf(LISTED_STATUSES, params.get('status')) : tab,
    display: oneOf(AD_DISPLAYS, params.get('display')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    period: oneOf(REPORT_PERIODS, params.get('period')) || DEFAULT_PERIOD,
    sort: oneOf(AD_SORTS, params.get('sort')) || 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (ADS_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 10,
  };
}

function writeFilter(filter: AdsFilter, tab: AdListTab): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.type) params.set('type', filter.type);
  if (tab === 'all' && filter.status) params.set('status', filter.status);
  if (filter.display) params.set('display', filter.display);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.period !== DEFAULT_PERIOD) params.set('period', filter.period);
  if (filter.sort !== 'created_at' || filter.order !== 'desc') {
    params.set('sort', filter.sort);
    params.set('order', filter.order);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('page_size', String(filter.pageSize));
  return params;
}

/**
 * The ad list's tab (from the path) and filter (from the query string), and every way to change them:
 * a filter change goes back to page 1, a tab change keeps the other filters.
 */
export function useAdsFilter() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = tabOfPath(pathname);
  const filter = useMemo(() => readFilter(params, tab), [params, tab]);

  const setFilter = useCallback(
    (next: AdsFilter) => setParams(writeFilter(next, tab), { replace: true }),
    [setParams, tab],
  );
  const set = (patch: Partial<AdsFilter>) => setFilter({ ...filter, ...patch, page: 1 });
  const onSearch = useCallback(
    (search: string) => setFilter({ ...readFilter(params, tab), search, page: 1 }),
    [params, tab, setFilter],
  );
  // The same column flips its order; another starts at its first order.
  const sortBy = (sort: AdSort) => {
    if (filter.sort === sort) set({ order: filter.order === 'asc' ? 'desc' : 'asc' });
    else set({ sort, order: firstOrderOf(sort) });
  };
  const filtered = Boolean(
    filter.search ||
      filter.type ||
      filter.display ||
      filter.from ||
      filter.to ||
      (tab === 'all' && filter.status),
  );
  // The search box keeps what was typed: a new one starts empty when the filters are cleared.
  const [searchBox, setSearchBox] = useState(0);
  const clearFilters = () => {
    setSearchBox((count) => count + 1);
    setFilter({
      ...readFilter(new URLSearchParams(), tab),
      period: filter.period,
      sort: filter.sort,
      order: filter.order,
      pageSize: filter.pageSize,
    });
  };
  const openTab = (next: AdListTab) => {
    const kept = writeFilter({ ...filter, status: '', page: 1 }, next);
    const query = kept.toString();
    void navigate(`/advertisement/${next}${query ? `?${query}` : ''}`);
  };

  return { tab, filter, filtered, searchBox, setFilter, set, onSearch, sortBy, clearFilters, openTab };
}

export type AdsFilterState = ReturnType<typeof useAdsFilter>;
