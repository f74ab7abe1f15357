import type { Profile, UpdateProfileBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/profile */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return api.put<Profile>('/profile', body);
}

export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => client.setQueryData(queryKeys.profile.mine(), profile),
    meta: { alertOnError: true },
  });
}
