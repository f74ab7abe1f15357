import type { CreateUserBody, TeamUser } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/users: the new user is emailed an invitation to choose a password. */
export function createUser(body: CreateUserBody): Promise<TeamUser> {
  return api.post<TeamUser>('/users', body);
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
