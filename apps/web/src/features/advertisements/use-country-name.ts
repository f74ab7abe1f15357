import type { Country } from '@adportal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's name in the interface language (the catalogue's name when the browser does not know it). */
export function useCountryName(countries: readonly Country[]) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = null;
    }
    const byCode = new Map(countries.map((country) => [country.code, country.name]));
    return (code: string) => {
      try {
        const local = names?.of(code);
        if (local && local !== code) return local;
      } catch {
        // an unknown region code: the catalogue's name
      }
      return byCode.get(code) ?? code;
    };
  }, [countries, i18n.language]);
}
