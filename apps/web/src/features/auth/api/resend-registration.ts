import type { RegisterAccepted, ResendRegistrationBody } from '@adportal/contracts';
import { api } from '../../../lib/http.ts';

/**
 * POST /api/auth/register/resend: the confirmation email again, with a fresh link. The same answer whatever
 * the email; rate limited per IP and per email (429 with Retry-After). The screens show the outcome (and a 429's
 * wait) themselves, through use-resend-confirmation.ts.
 */
export function resendRegistration(body: ResendRegistrationBody): Promise<RegisterAccepted> {
  return api.post<RegisterAccepted>('/auth/register/resend', body);
}
