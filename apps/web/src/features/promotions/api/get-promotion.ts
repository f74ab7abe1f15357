import type { Promotion } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/promotions/{id} */
export function getPromotion(id: string): Promise<Promotion> {
  return api.get<Promotion>(`/promotions/${encodeURIComponent(id)}`);
}

export const promotionQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.promotions.one(id), queryFn: () => getPromotion(id) });

export function usePromotion(id: string, enabled = true) {
  return useQuery({ ...promotionQueryOptions(id), enabled: enabled && id !== '' });
}
