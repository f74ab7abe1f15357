import { type LoginBody, ZLoginBody } from '@adportal/contracts';
import type { z } from 'zod';

export type LoginField = 'email' | 'password';
export type LoginOutput = z.output<typeof ZLoginBody>;
export type LoginCheck =
  | { ok: true; values: LoginOutput }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/**
 * The sign-in form's rules: the contract the API checks (ZLoginBody), through zod — the first broken rule of each
 * field as its message key. The page loads this module with the first submit, so zod is not part of the sign-in
 * page's first load (ADR 13, ADR 15).
 */
export function checkLogin(values: LoginBody): LoginCheck {
  const parsed = ZLoginBody.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
