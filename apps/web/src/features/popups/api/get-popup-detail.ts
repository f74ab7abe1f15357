import type { PopupDetail } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/popup/detail/{id} (public): the content of /popup/detail/{id}. */
export function getPopupDetail(id: string): Promise<PopupDetail> {
  return api.get<PopupDetail>(`/popup/detail/${encodeURIComponent(id)}`);
}

export const popupDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.popups.detail(id), queryFn: () => getPopupDetail(id) });

export function usePopupDetail(id: string) {
  return useQuery(popupDetailQueryOptions(id));
}
