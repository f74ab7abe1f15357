import type { RegisterAccepted, RegisterBody } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/register: the same answer whether or not the email is taken; a link is emailed. */
export function register(body: RegisterBody): Promise<RegisterAccepted> {
  return api.post<RegisterAccepted>('/auth/register', body);
}

export function useRegisterMutation() {
  // The page maps field errors onto the form and shows its own alerts.
  return useMutation({ mutationFn: register });
}
