import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { onLanguageApplied } from '../i18n.ts';
import { COOKIE_NAMES, STORAGE_KEYS, storage } from '../storage.ts';

export const THEME_SETTINGS = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];
export type ColorScheme = 'light' | 'dark';
export const SKINS = ['default', 'bordered'] as const;
export type Skin = (typeof SKINS)[number];
export const CONTENT_WIDTHS = ['boxed', 'wide'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export const NAVIGATION_TYPES = ['vertical', 'horizontal'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** Interface settings: six cookies (spec §1) plus the navigation type in localStorage. */
export interface Settings {
  theme: ThemeSetting;
  skin: Skin;
  navbarBlur: boolean;
  verticalNavCollapsed: boolean;
  contentWidth: ContentWidth;
  navigationType: NavigationType;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  skin: 'default',
  navbarBlur: true,
  verticalNavCollapsed: false,
  contentWidth: 'boxed',
  navigationType: 'vertical',
};

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function flag(value: string | null | undefined, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** Reads the settings from cookie values and the stored navigation type; unknown values fall back to defaults. */
export function parseSettings(
  cookies: Record<string, string | undefined>,
  navigationType: string | null,
): Settings {
  return {
    theme: oneOf(THEME_SETTINGS, cookies[COOKIE_NAMES.theme], DEFAULT_SETTINGS.theme),
    skin: oneOf(SKINS, cookies[COOKIE_NAMES.skin], DEFAULT_SETTINGS.skin),
    navbarBlur: flag(cookies[COOKIE_NAMES.navbarBlur], DEFAULT_SETTINGS.navbarBlur),
    verticalNavCollapsed: flag(
      cookies[COOKIE_NAMES.verticalNavCollapsed],
      DEFAULT_SETTINGS.verticalNavCollapsed,
    ),
    contentWidth: oneOf(CONTENT_WIDTHS, cookies[COOKIE_NAMES.contentWidth], DEFAULT_SETTINGS.contentWidth),
    navigationType: oneOf(NAVIGATION_TYPES, navigationType, DEFAULT_SETTINGS.navigationType),
  };
}

/** The cookie values that persist `settings` (navigation type excluded: it lives in localStorage). */
export function settingsCookies(settings: Settings, colorScheme: ColorScheme): Record<string, string> {
  return {
    [COOKIE_NAMES.colorScheme]: colorScheme,
    [COOKIE_NAMES.theme]: settings.theme,
    [COOKIE_NAMES.skin]: settings.skin,
    [COOKIE_NAMES.navbarBlur]: String(settings.navbarBlur),
    [COOKIE_NAMES.verticalNavCollapsed]: String(settings.verticalNavCollapsed),
    [COOKIE_NAMES.contentWidth]: settings.contentWidth,
  };
}

export function resolveColorScheme(theme: ThemeSetting, systemPrefersDark: boolean): ColorScheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

export interface SettingsState extends Settings {
  colorScheme: ColorScheme;
  isAppRTL: boolean;
}

const COOKIE_OPTIONS: Cookies.CookieAttributes = { path: '/', expires: 365, sameSite: 'Lax' };
const darkQuery =
  typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;

const listeners = new Set<() => void>();
let state: SettingsState = (() => {
  const settings = parseSettings(Cookies.get() ?? {}, storage.getString(STORAGE_KEYS.navigationType));
  return {
    ...settings,
    colorScheme: resolveColorScheme(settings.theme, darkQuery?.matches ?? false),
    isAppRTL: typeof document !== 'undefined' && document.documentElement.dir === 'rtl',
  };
})();

function persist() {
  for (const [name, value] of Object.entries(settingsCookies(state, state.colorScheme))) {
    if (Cookies.get(name) !== value) Cookies.set(name, value, COOKIE_OPTIONS);
  }
  storage.setString(STORAGE_KEYS.navigationType, state.navigationType);
  // The initial loader and sweetalert2 follow the resolved scheme.
  document.documentElement.dataset.colorScheme = state.colorScheme;
}

function setState(next: SettingsState) {
  state = next;
  persist();
  for (const listener of listeners) listener();
}

export function updateSettings(patch: Partial<Settings>): void {
  const merged = { ...state, ...patch };
  setState({ ...merged, colorScheme: resolveColorScheme(merged.theme, darkQuery?.matches ?? false) });
}

export function resetSettings(): void {
  updateSettings(DEFAULT_SETTINGS);
}

export function getSettings(): SettingsState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): SettingsState {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

if (typeof window !== 'undefined') {
  persist();
  // 'system' follows the operating system live.
  darkQuery?.addEventListener('change', () => {
    if (state.theme === 'system') updateSettings({});
  });
  onLanguageApplied((_language, isRTL) => {
    if (state.isAppRTL !== isRTL) setState({ ...state, isAppRTL: isRTL });
  });
}
