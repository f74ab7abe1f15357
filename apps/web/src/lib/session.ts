import type { MeResponse, SessionGrant, UserData } from '@adportal/contracts';
import type { AppRule } from '@adportal/permissions';
import { unpackRules } from '@casl/ability/extra';
import { storage as browserStorage, STORAGE_KEYS, type TypedStorage } from './storage.ts';

/** Messaging connection shown in the session (spec §3). */
export interface TelegramData {
  isConnected: boolean;
  chatId: string;
}

/** Everything the browser remembers about the signed-in user (spec §3). */
export interface SessionState {
  isLoggedIn: boolean;
  isVerified: boolean;
  googleQrCode: string;
  userData: UserData | null;
  telegramData: TelegramData;
  accessToken: string | null;
  rememberToken: string | null;
  abilityRules: AppRule[];
}

type KeptSession = Pick<SessionState, 'accessToken' | 'rememberToken' | 'userData' | 'abilityRules'>;

const EMPTY_TELEGRAM: TelegramData = { isConnected: false, chatId: '' };

/** Signed in = an access token and a user with an id (the guard's definition). */
export function isSignedIn(state: Pick<SessionState, 'accessToken' | 'userData'>): boolean {
  return Boolean(state.accessToken) && hasUserId(state.userData);
}

export function hasUserId(userData: unknown): boolean {
  if (!userData || typeof userData !== 'object') return false;
  const id = (userData as { id?: unknown }).id;
  return (typeof id === 'string' && id.length > 0) || typeof id === 'number';
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
  setLoggedIn(value: boolean): void;
  setVerified(value: boolean): void;
  setGoogleQrCode(value: string): void;
  setUserData(value: UserData | null): void;
  setTelegramData(value: TelegramData): void;
  /** A new access token answered by the server (renewal from the remember token). */
  setAccessToken(token: string): void;
  /** Stores what POST /auth/login answered. */
  startSession(grant: SessionGrant): void;
  /** Refreshes the user and the rules from GET /me. */
  applyMe(me: MeResponse): void;
  /**
   * Keeps the signed-in operator's session aside before a login-by-token link replaces it in this browser;
   * anyone else's session is not kept.
   */
  keepOperatorSession(): void;
  /**
   * Puts the kept operator session back (the impersonated one was signed out); false when none was kept.
   * The user and rules are refreshed by the next GET /me.
   */
  returnToOperatorSession(): boolean;
  /** 401 / failed token check: clear both tokens and the session data; the language stays. */
  clearTokens(): void;
  /**
   * Logout (spec §4 plus the guard rule of §2): isLoggedIn false, userData cleared, QR code emptied,
   * both tokens, the ability rules and the stored language removed. isVerified and the messaging data
   * are left as they are (the spec does not reset them).
   */
  logout(): void;
}

export function createSessionStore(storage: TypedStorage): SessionStore {
  const listeners = new Set<() => void>();

  const read = (): SessionState => ({
    isLoggedIn: storage.getJson<boolean>(STORAGE_KEYS.isLoggedIn, false) === true,
    isVerified: storage.getJson<boolean>(STORAGE_KEYS.isVerified, false) === true,
    googleQrCode: storage.getString(STORAGE_KEYS.googleQrCode) ?? '',
    userData: storage.getJson<UserData | null>(STORAGE_KEYS.userData, null),
    telegramData: {
      ...EMPTY_TELEGRAM,
      ...storage.getJson<Partial<TelegramData>>(STORAGE_KEYS.telegramData, {}),
    },
    accessToken: storage.getString(STORAGE_KEYS.accessToken),
    rememberToken: storage.getString(STORAGE_KEYS.rememberToken),
    abilityRules: readRules(storage),
  });

  let state = read();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const update = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    if ('isLoggedIn' in patch) storage.setJson(STORAGE_KEYS.isLoggedIn, state.isLoggedIn);
    if ('isVerified' in patch) storage.setJson(STORAGE_KEYS.isVerified, state.isVerified);
    if ('googleQrCode' in patch) storage.setString(STORAGE_KEYS.googleQrCode, state.googleQrCode);
    if ('userData' in patch) {
      if (state.userData) storage.setJson(STORAGE_KEYS.userData, state.userData);
      else storage.remove(STORAGE_KEYS.userData);
    }
    if ('telegramData' in patch) storage.setJson(STORAGE_KEYS.telegramData, state.telegramData);
    if ('accessToken' in patch) storage.setString(STORAGE_KEYS.accessToken, state.accessToken);
    if ('rememberToken' in patch) storage.setString(STORAGE_KEYS.rememberToken, state.rememberToken);
    if ('abilityRules' in patch) {
      if (state.abilityRules.length) storage.setJson(STORAGE_KEYS.userAbilityRules, state.abilityRules);
      else storage.remove(STORAGE_KEYS.userAbilityRules);
    }
    emit();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      state = read();
      emit();
    },
    setLoggedIn: (value) => update({ isLoggedIn: value }),
    setVerified: (value) => update({ isVerified: value }),
    setGoogleQrCode: (value) => update({ googleQrCode: value }),
    setUserData: (value) => update({ userData: value }),
    setTelegramData: (value) => update({ telegramData: value }),
    setAccessToken: (token) => update({ accessToken: token }),
    startSession(grant) {
      update({
        accessToken: grant.access_token,
        rememberToken: grant.remember_token,
        userData: grant.user_data,
        abilityRules: unpack(grant.user_ability_rules),
        isLoggedIn: true,
      });
    },
    applyMe(me) {
      update({
        userData: me.user_data,
        abilityRules: unpack(me.user_ability_rules),
        telegramData: { isConnected: me.telegram_data.is_connected, chatId: me.telegram_data.chat_id },
      });
    },
    keepOperatorSession() {
      if (!isSignedIn(state) || state.userData?.role.kind !== 'platform' || state.userData.impersonated) {
        storage.remove(STORAGE_KEYS.operatorSession);
        return;
      }
      const kept: KeptSession = {
        accessToken: state.accessToken,
        rememberToken: state.rememberToken,
        userData: state.userData,
        abilityRules: state.abilityRules,
      };
      storage.setJson(STORAGE_KEYS.operatorSession, kept);
    },
    returnToOperatorSession() {
      const kept = storage.getJson<KeptSession | null>(STORAGE_KEYS.operatorSession, null);
      storage.remove(STORAGE_KEYS.operatorSession);
      if (!kept || !isSignedIn(kept)) return false;
      update({
        accessToken: kept.accessToken,
        rememberToken: kept.rememberToken,
        userData: kept.userData,
        abilityRules: Array.isArray(kept.abilityRules) ? kept.abilityRules : [],
        isLoggedIn: true,
      });
      return true;
    },
    clearTokens() {
      update({ accessToken: null, rememberToken: null, userData: null, abilityRules: [], isLoggedIn: false });
    },
    logout() {
      storage.remove(STORAGE_KEYS.language, STORAGE_KEYS.operatorSession);
      update({
        isLoggedIn: false,
        userData: null,
        googleQrCode: '',
        accessToken: null,
        rememberToken: null,
        abilityRules: [],
      });
    },
  };
}

function unpack(packed: unknown[][]): AppRule[] {
  try {
    // Same as unpackAbilityRules of @adportal/permissions, without pulling the ability engine into the
    // sign-in pages (the engine loads with the signed-in shell).
    return unpackRules(packed as never) as AppRule[];
  } catch {
    return [];
  }
}

function readRules(storage: TypedStorage): AppRule[] {
  const rules = storage.getJson<unknown>(STORAGE_KEYS.userAbilityRules, []);
  return Array.isArray(rules) ? (rules as AppRule[]) : [];
}

/** The app's session, persisted in localStorage. */
export const session: SessionStore = createSessionStore(browserStorage);

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) session.reload();
  });
}
