import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput, needsTokenCheck } from './guard.ts';

const user = { id: 'u1', role: { kind: 'advertiser' } };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const input = (over: Partial<GuardInput>): GuardInput => ({
  access: 'auth',
  location: at('/dashboards'),
  language: 'en',
  accessToken: null,
  userData: null,
  ...over,
});

describe('route guard (spec §2)', () => {
  it('lets public routes through without any check', () => {
    expect(decideGuard(input({ access: 'public', language: null, location: at('/not-authorized') }))).toEqual(
      {
        redirect: null,
        signOut: 'none',
        setDefaultLanguage: false,
      },
    );
    expect(needsTokenCheck('public', 'tok')).toBe(false);
  });

  it('checks the token on every non-public path when there is one', () => {
    expect(needsTokenCheck('auth', 'tok')).toBe(true);
    expect(needsTokenCheck('guest', 'tok')).toBe(true);
    expect(needsTokenCheck('auth', null)).toBe(false);
  });

  it('sends a visitor without a language to /select-language', () => {
    expect(decideGuard(input({ language: null, location: at('/ops', '?a=1') })).redirect).toBe(
      '/select-language',
    );
    expect(decideGuard(input({ access: 'guest', language: null, location: at('/login') })).redirect).toBe(
      '/select-language',
    );
  });

  it('shows /select-language itself when no language is stored', () => {
    expect(
      decideGuard(input({ access: 'guest', language: null, location: at('/select-language') })).redirect,
    ).toBeNull();
  });

  it('defaults the language to en for a signed-in user without one', () => {
    const decision = decideGuard(input({ language: null, accessToken: 't', userData: user }));
    expect(decision).toEqual({ redirect: null, signOut: 'none', setDefaultLanguage: true });
  });

  it('sends a signed-in user opening /select-language to /login', () => {
    const decision = decideGuard(
      input({ access: 'guest', location: at('/select-language'), accessToken: 't', userData: user }),
    );
    expect(decision.redirect).toBe('/login');
  });

  it('sends a signed-in user on an unauthenticated-only route to /', () => {
    for (const path of ['/login', '/register']) {
      expect(
        decideGuard(input({ access: 'guest', location: at(path), accessToken: 't', userData: user }))
          .redirect,
      ).toBe('/');
    }
  });

  it('sends a visitor on a protected route to /login and remembers the target', () => {
    expect(decideGuard(input({ location: at('/ops', '', '#status') })).redirect).toBe(
      '/login?redirect=%2Fops%23status',
    );
    expect(decideGuard(input({ access: 'guest', location: at('/login') })).redirect).toBeNull();
  });

  it('lets a signed-in user through', () => {
    expect(decideGuard(input({ accessToken: 't', userData: user, tokenValid: true })).redirect).toBeNull();
    // The server could not be reached: no sign-out on a guess.
    expect(decideGuard(input({ accessToken: 't', userData: user, tokenValid: null })).redirect).toBeNull();
  });

  it('clears the tokens when the token check fails', () => {
    const decision = decideGuard(input({ accessToken: 't', userData: user, tokenValid: false }));
    expect(decision.signOut).toBe('tokens');
    expect(decision.redirect).toBe('/login?redirect=%2Fdashboards');
    const onLogin = decideGuard(
      input({ access: 'guest', location: at('/login'), accessToken: 't', userData: user, tokenValid: false }),
    );
    expect(onLogin).toEqual({ redirect: null, signOut: 'tokens', setDefaultLanguage: false });
  });

  it('signs out fully and goes to /login when userData has no id', () => {
    for (const userData of [null, {}, { id: '' }, { role: {} }]) {
      const decision = decideGuard(input({ accessToken: 't', userData }));
      expect(decision).toEqual({ redirect: '/login', signOut: 'full', setDefaultLanguage: false });
    }
    // Already on /login: sign out and stay (the remembered language still counts).
    const onLogin = decideGuard(
      input({ access: 'guest', location: at('/login'), accessToken: 't', userData: {} }),
    );
    expect(onLogin).toEqual({ redirect: null, signOut: 'full', setDefaultLanguage: false });
  });
});
