import type { RegisterBody } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface RegisterResponse {
  user_id: string;
  advertiser_id: string;
  email: string;
}

/** POST /api/auth/register */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register', body);
}

export function useRegisterMutation() {
  // The page maps field errors onto the form and shows its own alerts.
  return useMutation({ mutationFn: register, meta: { silent: true } });
}
