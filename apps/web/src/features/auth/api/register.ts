import type { RegisterAccepted, RegisterBody } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface RegisterResponse {
  user_id: string;
  advertiser_id: string;
  email: string;
}

/** POST /api/auth/register: the same answer whether or not the email is taken; a link is emailed. */
export function register(body: RegisterBody): Promise<RegisterAccepted> {
  return api.post<RegisterAccepted>('/auth/register', body);
}

/** POST /api/auth/register/confirm: the emailed link's token creates the account. */
export function confirmRegistration(token: string): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register/confirm', { token });
}

export function useRegisterMutation() {
  // The page maps field errors onto the form and shows its own alerts.
  return useMutation({ mutationFn: register });
}

export function useConfirmRegistrationMutation() {
  return useMutation({ mutationFn: confirmRegistration });
}
