export const LANGUAGES = [
  { id: 1, i18nLang: 'en', label: 'English', isRTL: false },
  { id: 2, i18nLang: 'th', label: 'ไทย', isRTL: false },
  { id: 3, i18nLang: 'zh', label: '中文', isRTL: false },
] as const;
export type Language = (typeof LANGUAGES)[number]['i18nLang'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.i18nLang) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
