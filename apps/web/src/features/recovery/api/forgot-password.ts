import type { ForgotPasswordBody, ForgotPasswordResponse } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return api.post<ForgotPasswordResponse>('/auth/forgot-password', body);
}

export function useForgotPasswordMutation() {
  // The pages show field errors and the rate limit inline.
  return useMutation({ mutationFn: forgotPassword });
}
