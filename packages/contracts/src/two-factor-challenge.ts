import type { LoginResponse, TwoFactorChallenge } from './two-factor.ts';

// Apart from two-factor.ts and its schemas: the sign-in page reads the answer with this alone, without zod.
export function isTwoFactorChallenge(response: LoginResponse): response is TwoFactorChallenge {
  return (response as Partial<TwoFactorChallenge>).two_factor_required === true;
}
