import type { AdBulkBody, AdBulkResult } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** POST /api/advertisements/bulk: pause, resume or re-bid several ads at once. */
export function bulkUpdateAds(body: AdBulkBody): Promise<AdBulkResult> {
  return api.post<AdBulkResult>('/advertisements/bulk', body);
}

export function useBulkUpdateAdsMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateAds, onSuccess: () => refreshAfterAdChange(client) });
}
