import type { CreateLoginBypassBody, LoginBypassLink } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/ops/login-bypass: an operator creates a link for an advertiser user. */
export function createLoginBypass(body: CreateLoginBypassBody): Promise<LoginBypassLink> {
  return api.post<LoginBypassLink>('/ops/login-bypass', body);
}

export function useCreateLoginBypassMutation() {
  return useMutation({ mutationFn: createLoginBypass });
}
