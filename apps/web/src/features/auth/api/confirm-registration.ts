import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface RegistrationConfirmed {
  user_id: string;
  advertiser_id: string;
  email: string;
}

/** POST /api/auth/register/confirm: the emailed link's token creates the account. */
export function confirmRegistration(token: string): Promise<RegistrationConfirmed> {
  return api.post<RegistrationConfirmed>('/auth/register/confirm', { token });
}

export function useConfirmRegistrationMutation() {
  return useMutation({ mutationFn: confirmRegistration });
}
