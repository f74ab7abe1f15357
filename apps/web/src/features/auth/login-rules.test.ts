import { describe, expect, it } from 'vitest';
import { checkLogin } from './login-rules.ts';

describe('checkLogin (the sign-in form against ZLoginBody)', () => {
  it('names the first broken rule of each field by its message key', () => {
    const check = checkLogin({ email: '', password: '', remember_me: false });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.email).toMatch(/^validation\.required/);
    expect(check.errors.password).toMatch(/^validation\.required/);
  });

  it('refuses an address that is not one, and leaves a typed password alone', () => {
    const check = checkLogin({ email: 'not-an-email', password: 'x', remember_me: false });
    expect(check).toEqual({ ok: false, errors: { email: 'validation.email' } });
  });

  it('hands over the contract’s output: the email trimmed, remember me defaulted', () => {
    expect(checkLogin({ email: '  demo@adportal.test ', password: 'Demo@12345' })).toEqual({
      ok: true,
      values: { email: 'demo@adportal.test', password: 'Demo@12345', remember_me: false },
    });
  });
});
