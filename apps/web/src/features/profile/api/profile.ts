import type { Profile, UpdateAdvertiserBody, UpdateProfileBody } from '@adportal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: () => api.get<Profile>('/profile') });

/** GET /api/profile */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** PUT /api/profile */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.put<Profile>('/profile', body),
    onSuccess: (profile) => client.setQueryData(profileQueryOptions().queryKey, profile),
    meta: { alertOnError: true },
  });
}

/** PUT /api/profile/advertiser */
export function useUpdateAdvertiser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdvertiserBody) => api.put<Profile>('/profile/advertiser', body),
    onSuccess: (profile) => {
      client.setQueryData(profileQueryOptions().queryKey, profile);
      void client.invalidateQueries({ queryKey: ['account'] });
    },
    meta: { alertOnError: true },
  });
}
