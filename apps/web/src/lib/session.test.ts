import { abilityFromRules } from '@adportal/permissions';
import { describe, expect, it } from 'vitest';
import { createSessionStore, isSignedIn } from './session.ts';
import { createStorage, memoryStore, STORAGE_KEYS } from './storage.ts';

const grant = {
  access_token: 'access-1',
  access_token_expires_at: '2030-01-01T00:00:00.000Z',
  remember_token: 'remember-1',
  user_data: {
    id: 'u1',
    name: 'Ann',
    email: 'ann@example.com',
    phone: null,
    status: 'active' as const,
    role: { id: 'r1', name: 'Owner', kind: 'advertiser' as const, is_administrator: true },
    advertiser_id: 'a1',
    preferred_language: 'th',
    impersonated: false,
    impersonator: null,
    first_sign_in: false,
  },
  // packRules([{ action: 'manage', subject: 'Dashboard' }])
  user_ability_rules: [['manage', 'Dashboard']],
  telegram_data: { is_connected: false, chat_id: '' },
};

function setup(initial: Record<string, string> = {}) {
  const backend = memoryStore(initial);
  const store = createSessionStore(createStorage(backend));
  return { backend, store };
}

describe('session store', () => {
  it('starts logged out', () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      isLoggedIn: false,
      isVerified: false,
      googleQrCode: '',
      userData: null,
    });
    expect(store.getState().telegramData).toEqual({ isConnected: false, chatId: '' });
    expect(isSignedIn(store.getState())).toBe(false);
  });

  it('stores a login under the spec keys, with unpacked ability rules', () => {
    const { backend, store } = setup();
    store.startSession(grant);
    const saved = backend.dump();
    expect(saved[STORAGE_KEYS.accessToken]).toBe('access-1');
    expect(saved[STORAGE_KEYS.rememberToken]).toBe('remember-1');
    expect(saved[STORAGE_KEYS.isLoggedIn]).toBe('true');
    expect(JSON.parse(saved[STORAGE_KEYS.userData] ?? 'null').id).toBe('u1');
    const rules = JSON.parse(saved[STORAGE_KEYS.userAbilityRules] ?? '[]');
    expect(rules).toHaveLength(1);
    const ability = abilityFromRules(rules);
    expect(ability.can('read', 'Dashboard')).toBe(true);
    expect(ability.can('read', 'Ops')).toBe(false);
    expect(isSignedIn(store.getState())).toBe(true);
  });

  it("follows the server's Telegram connection on every /api/me (spec §3 telegramData)", () => {
    const { backend, store } = setup();
    store.startSession(grant);
    store.applyMe({ ...grant, telegram_data: { is_connected: true, chat_id: '4242' } });
    expect(store.getState().telegramData).toEqual({ isConnected: true, chatId: '4242' });
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.telegramData) ?? '{}')).toEqual({
      isConnected: true,
      chatId: '4242',
    });
    store.applyMe(grant);
    expect(store.getState().telegramData).toEqual({ isConnected: false, chatId: '' });
  });

  it("keeps an operator's own session aside during a login-by-token visit, and returns to it once", () => {
    const { backend, store } = setup();
    const operator = {
      ...grant,
      access_token: 'operator-access',
      remember_token: null,
      user_data: {
        ...grant.user_data,
        id: 'op1',
        advertiser_id: null,
        role: { ...grant.user_data.role, kind: 'platform' as const },
      },
    };
    store.startSession(operator);
    store.keepOperatorSession();
    store.startSession({
      ...grant,
      user_data: {
        ...grant.user_data,
        impersonated: true,
        impersonator: { name: 'Olga', email: 'o@x.test' },
      },
    });
    expect(store.getState().userData?.id).toBe('u1');

    expect(store.returnToOperatorSession()).toBe(true);
    expect(store.getState()).toMatchObject({ accessToken: 'operator-access', rememberToken: null });
    expect(store.getState().userData?.id).toBe('op1');
    expect(backend.dump()[STORAGE_KEYS.operatorSession]).toBeUndefined();
    expect(store.returnToOperatorSession()).toBe(false);
  });

  it("keeps no advertiser's session aside, and signing out forgets a kept one", () => {
    const { backend, store } = setup();
    store.startSession(grant);
    store.keepOperatorSession();
    expect(backend.dump()[STORAGE_KEYS.operatorSession]).toBeUndefined();

    backend.setItem(
      STORAGE_KEYS.operatorSession,
      JSON.stringify({ accessToken: 'x', userData: { id: 'op' } }),
    );
    store.logout();
    expect(backend.dump()[STORAGE_KEYS.operatorSession]).toBeUndefined();
  });

  it('does not keep a remember token the server did not give', () => {
    const { backend, store } = setup();
    store.startSession({ ...grant, remember_token: null });
    expect(backend.dump()[STORAGE_KEYS.rememberToken]).toBeUndefined();
  });

  it('reads a previous session back', () => {
    const { backend, store } = setup();
    store.startSession(grant);
    const again = createSessionStore(createStorage(backend));
    expect(again.getState().userData?.id).toBe('u1');
    expect(again.getState().abilityRules).toHaveLength(1);
  });

  it('logs out per spec §4 and the guard rule: flags, user, QR, tokens, rules and language', () => {
    const { backend, store } = setup({
      [STORAGE_KEYS.language]: 'th',
      [STORAGE_KEYS.preferredLanguage]: 'th',
    });
    store.startSession(grant);
    store.setVerified(true);
    store.setGoogleQrCode('data:image/png;base64,xx');
    store.setTelegramData({ isConnected: true, chatId: '42' });
    store.logout();
    const state = store.getState();
    expect(state).toMatchObject({
      isLoggedIn: false,
      userData: null,
      googleQrCode: '',
      accessToken: null,
      rememberToken: null,
    });
    expect(state.abilityRules).toEqual([]);
    // Not reset by the spec.
    expect(state.isVerified).toBe(true);
    expect(state.telegramData).toEqual({ isConnected: true, chatId: '42' });
    const saved = backend.dump();
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.rememberToken,
      STORAGE_KEYS.userData,
      STORAGE_KEYS.userAbilityRules,
      STORAGE_KEYS.language,
      STORAGE_KEYS.googleQrCode,
    ]) {
      expect(saved[key]).toBeUndefined();
    }
    expect(saved[STORAGE_KEYS.isLoggedIn]).toBe('false');
    expect(saved[STORAGE_KEYS.preferredLanguage]).toBe('th');
  });

  it('clears both tokens (and the session data) on 401, keeping the language', () => {
    const { backend, store } = setup({ [STORAGE_KEYS.language]: 'zh' });
    store.startSession(grant);
    store.clearTokens();
    expect(isSignedIn(store.getState())).toBe(false);
    expect(backend.dump()[STORAGE_KEYS.language]).toBe('zh');
    expect(backend.dump()[STORAGE_KEYS.accessToken]).toBeUndefined();
  });

  it('notifies subscribers', () => {
    const { store } = setup();
    let calls = 0;
    const off = store.subscribe(() => {
      calls += 1;
    });
    store.setLoggedIn(true);
    off();
    store.setLoggedIn(false);
    expect(calls).toBe(1);
  });
});
