/**
 * The Intl locale of each language of the app, with its calendar written out so every screen uses the same one:
 * Thai dates carry Buddhist Era years (2569 for 2026) everywhere, as the date pickers do (ADR 14); Chinese is
 * Simplified Chinese of the mainland; digits are Latin in every language.
 */
const INTL_LOCALES: Record<string, string> = {
  en: 'en-US',
  th: 'th-TH-u-ca-buddhist-nu-latn',
  zh: 'zh-CN',
};

/** The Intl locale for a language of the app ("th" → "th-TH-u-ca-buddhist-nu-latn"); any other tag as it is. */
export function intlLocale(language: string): string {
  return INTL_LOCALES[language] ?? language;
}
