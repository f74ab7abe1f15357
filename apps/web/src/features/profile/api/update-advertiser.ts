import type { Profile, UpdateAdvertiserBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/profile/advertiser */
export function updateAdvertiser(body: UpdateAdvertiserBody): Promise<Profile> {
  return api.put<Profile>('/profile/advertiser', body);
}

export function useUpdateAdvertiserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdvertiser,
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile.mine(), profile);
      void client.invalidateQueries({ queryKey: queryKeys.account.all });
    },
    meta: { alertOnError: true },
  });
}
