import enPublic from 'virtual:i18n-part/en/public';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, parseMessageKey } from '@adportal/contracts';
import type { WebCataloguePart as CataloguePart } from '@adportal/i18n/parts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from './storage.ts';

/**
 * The language stored by the user's choice, or null when none was ever chosen (the guard's "no language").
 * Sign-out removes `language`; the remembered `preferredLanguage` still counts, so a user who signs out
 * lands on /login in their language instead of being asked again.
 */
export function storedLanguage(): Language | null {
  const value = storage.getString(STORAGE_KEYS.language);
  if (isLanguage(value)) return value;
  const preferred = storage.getString(STORAGE_KEYS.preferredLanguage);
  return isLanguage(preferred) ? preferred : null;
}

function initialLanguage(): Language {
  return storedLanguage() ?? DEFAULT_LANGUAGE;
}

export function languageEntry(code: string) {
  return LANGUAGES.find((language) => language.i18nLang === code) ?? LANGUAGES[0];
}

type Listener = (language: Language, isRTL: boolean) => void;
const rtlListeners = new Set<Listener>();
/** The settings store follows the RTL flag of the current language. */
export function onLanguageApplied(listener: Listener): () => void {
  rtlListeners.add(listener);
  return () => rtlListeners.delete(listener);
}

/** Applies a language to the document: lang attribute and text direction from the LANGUAGES entry. */
function applyToDocument(code: string) {
  const entry = languageEntry(code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = entry.i18nLang;
    document.documentElement.dir = entry.isRTL ? 'rtl' : 'ltr';
  }
  for (const listener of rtlListeners) listener(entry.i18nLang, entry.isRTL);
}

i18n.on('languageChanged', applyToDocument);

type PartModule = Promise<{ default: Record<string, unknown> }>;
/**
 * The catalogues come in parts (packages/i18n/src/parts.ts, ADR 13): the public part of English is in the entry
 * bundle (it is also the fallback); every other part is fetched when first needed — the console part with the
 * signed-in shell, Thai and Chinese when chosen — so a page carries one language's words for what it can show.
 */
const PART_LOADERS: Record<Language, Record<CataloguePart, () => PartModule>> = {
  en: {
    public: async () => ({ default: enPublic }),
    console: () => import('virtual:i18n-part/en/console'),
  },
  th: {
    public: () => import('virtual:i18n-part/th/public'),
    console: () => import('virtual:i18n-part/th/console'),
  },
  zh: {
    public: () => import('virtual:i18n-part/zh/public'),
    console: () => import('virtual:i18n-part/zh/console'),
  },
};

/** Parts some page has needed so far: a language chosen later is loaded with all of them. */
const neededParts = new Set<CataloguePart>(['public']);
const loaded = new Map<string, Promise<void>>([['en/public', Promise.resolve()]]);

function loadPart(code: Language, part: CataloguePart): Promise<void> {
  const id = `${code}/${part}`;
  let loading = loaded.get(id);
  if (!loading) {
    loading = PART_LOADERS[code][part]().then((catalog) => {
      i18n.addResourceBundle(code, 'translation', catalog.default, true, true);
    });
    // A failed fetch (a network hiccup, a deploy) is tried again by the next caller.
    loading.catch(() => loaded.delete(id));
    loaded.set(id, loading);
  }
  return loading;
}

/** Makes a language's catalogue available: every part needed so far (a no-op for parts loaded before). */
export async function loadLanguage(code: Language): Promise<void> {
  await Promise.all([...neededParts].map((part) => loadPart(code, part)));
}

/**
 * A group of pages needs a part of the catalogues (the signed-in shell: `console`): it is loaded in the current
 * language before those pages render (th and zh hold every English key — the parity check — so no fallback part).
 */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  neededParts.add(part);
  await loadPart(currentLanguage(), part);
}

/** Before the first render: the stored language's catalogue, so the first paint is in that language. */
export function loadInitialLanguage(): Promise<void> {
  const language = initialLanguage();
  return loadLanguage(language).then(() => void i18n.changeLanguage(language));
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enPublic } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES.map((language) => language.i18nLang),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

/** Saves the language (language, preferredLanguage, preferredLanguageId) and switches to it. */
export async function changeLanguage(code: Language): Promise<void> {
  const entry = languageEntry(code);
  storage.setString(STORAGE_KEYS.language, entry.i18nLang);
  storage.setString(STORAGE_KEYS.preferredLanguage, entry.i18nLang);
  storage.setString(STORAGE_KEYS.preferredLanguageId, String(entry.id));
  await loadLanguage(entry.i18nLang);
  await i18n.changeLanguage(entry.i18nLang);
}

/** Signed in with no stored language: the language defaults to en (spec §2). */
export function ensureDefaultLanguage(): void {
  if (!storedLanguage()) void changeLanguage(DEFAULT_LANGUAGE);
}

export function currentLanguage(): Language {
  const value = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Translates a message key as used by the contracts and the API's field errors:
 * `validation.maxLength|max=120`. Anything that is not a known key is returned as it is
 * (it is then a message the server already translated).
 */
export function translateMessage(
  message: string | undefined | null,
  t: Translate,
  exists: (key: string) => boolean,
): string {
  if (!message) return '';
  const { key, params } = parseMessageKey(message);
  return exists(key) ? t(key, params) : message;
}

/** translateMessage bound to the app's i18next instance. */
export function tm(message: string | undefined | null): string {
  return translateMessage(
    message,
    (key, params) => String(i18n.t(key as never, params as never)),
    (key) => i18n.exists(key),
  );
}

export default i18n;
