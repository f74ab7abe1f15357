import type { InternalAdvertiser } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/internal/advertisers/{advertiser_id}/skip-friend-code: "Skip for now", remembered for the user on
 * the server, so no other session or browser offers the dialog again.
 */
export function skipFriendCode(advertiserId: string): Promise<InternalAdvertiser> {
  return api.post<InternalAdvertiser>(`/internal/advertisers/${advertiserId}/skip-friend-code`, {});
}

export function useSkipFriendCodeMutation(advertiserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => skipFriendCode(advertiserId),
    onSuccess: (advertiser) => client.setQueryData(queryKeys.internalAdvertiser(advertiserId), advertiser),
  });
}
