import type { NewsAudience } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/news/audience: how many advertisers a broadcast to all reaches now. */
export function getNewsAudience(): Promise<NewsAudience> {
  return api.get<NewsAudience>('/ops/news/audience');
}

export const newsAudienceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.opsNews.audience(), queryFn: getNewsAudience });

/** Asked again each time the form opens: advertisers join between broadcasts. */
export function useNewsAudience() {
  return useQuery({ ...newsAudienceQueryOptions(), staleTime: 0 });
}
