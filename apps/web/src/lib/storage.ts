/**
 * Browser storage (spec §3) and the interface-settings cookies (spec §1).
 * Every key the app persists is named here and nowhere else.
 */

/** localStorage keys. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  rememberToken: 'rememberToken',
  userAbilityRules: 'userAbilityRules',
  userData: 'userData',
  preferredLanguage: 'preferredLanguage',
  preferredLanguageId: 'preferredLanguageId',
  language: 'language',
  isLoggedIn: 'isLoggedIn',
  isVerified: 'isVerified',
  googleQrCode: 'googleQrCode',
  telegramData: 'telegramData',
  /**
   * The operator's own session, kept while they use a login-by-token link in the same browser: the
   * impersonation banner's "Back to my account" returns to it.
   */
  operatorSession: 'operatorSession',
  /** Horizontal vs vertical navigation: a layout setting, not one of the six cookies. */
  navigationType: 'navigation-type',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The six interface-settings cookies of spec §1. */
export const COOKIE_NAMES = {
  colorScheme: 'color-scheme',
  theme: 'theme',
  skin: 'skin',
  navbarBlur: 'navbar-blur',
  verticalNavCollapsed: 'vertical-nav-collapsed',
  contentWidth: 'content-width',
} as const;

/** The subset of the Web Storage API the app uses; tests pass an in-memory one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    dump: () => Object.fromEntries(map),
  };
}

function browserStore(): KeyValueStore {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__adportal_probe__';
      window.localStorage.setItem(probe, '1');
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // Storage disabled (private mode, blocked cookies): fall back to memory for this page.
  }
  return memoryStore();
}

export interface TypedStorage {
  getString(key: StorageKey): string | null;
  setString(key: StorageKey, value: string | null | undefined): void;
  getJson<T>(key: StorageKey, fallback: T): T;
  setJson(key: StorageKey, value: unknown): void;
  remove(...keys: StorageKey[]): void;
}

export function createStorage(backend: KeyValueStore): TypedStorage {
  return {
    getString(key) {
      return backend.getItem(key);
    },
    setString(key, value) {
      if (value === null || value === undefined || value === '') backend.removeItem(key);
      else backend.setItem(key, value);
    },
    getJson<T>(key: StorageKey, fallback: T): T {
      const raw = backend.getItem(key);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    setJson(key, value) {
      if (value === undefined) backend.removeItem(key);
      else backend.setItem(key, JSON.stringify(value));
    },
    remove(...keys) {
      for (const key of keys) backend.removeItem(key);
    },
  };
}

/** The app's storage: localStorage in the browser, memory elsewhere. */
export const storage: TypedStorage = createStorage(browserStore());
