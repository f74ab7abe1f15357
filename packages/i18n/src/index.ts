import en from './locales/en.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

export type Catalog = typeof en;
export const resources = {
  en: { translation: en },
  th: { translation: th },
  zh: { translation: zh },
} as const;
export const catalogs: Record<'en' | 'th' | 'zh', Catalog> = { en, th, zh };
export const FALLBACK_LANGUAGE = 'en' as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? Leaves<T[K], `${P}${K}.`> : `${P}${K}`;
}[keyof T & string];
/** Every key of the catalogue, typed from the English one (th and zh mirror it: a CI check proves it). */
export type TranslationKey = Leaves<Catalog>;

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side translation for API messages (the web uses i18next over the same catalogues).
 * Falls back to English, then to the key itself; `{{name}}` placeholders are filled from params.
 */
export function translate(
  language: string,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const catalog = catalogs[language as keyof typeof catalogs] ?? catalogs[FALLBACK_LANGUAGE];
  const template = lookup(catalog, key) ?? lookup(catalogs[FALLBACK_LANGUAGE], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? translatedParam(language, String(params[name])) : whole,
  );
}

/** A parameter written `$t(key)` (i18next's nesting syntax) is itself translated, e.g. a status name. */
function translatedParam(language: string, value: string): string {
  const nested = /^\$t\(([\w.]+)\)$/.exec(value);
  return nested?.[1] ? translate(language, nested[1]) : value;
}

export function hasKey(key: string): boolean {
  return lookup(catalogs[FALLBACK_LANGUAGE], key) !== undefined;
}
