import type { NewsBroadcastList } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface NewsFilter {
  page: number;
  pageSize: number;
}

/** GET /api/ops/news?page=&page_size= */
export function listNews(filter: NewsFilter): Promise<NewsBroadcastList> {
  return api.get<NewsBroadcastList>(`/ops/news?page=${filter.page}&page_size=${filter.pageSize}`);
}

export const newsQueryOptions = (filter: NewsFilter) =>
  queryOptions({ queryKey: queryKeys.opsNews.list(filter), queryFn: () => listNews(filter) });

export function useNews(filter: NewsFilter) {
  return useQuery({ ...newsQueryOptions(filter), placeholderData: keepPreviousData });
}
