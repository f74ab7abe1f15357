import { type CatalogueNameKind, catalogueNameKey } from '@adportal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An ad size's or category's name in the current language: the message catalogues name the seeded entries;
 * an entry an operator named that they do not know shows its stored name.
 */
export function useCatalogueName() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (kind: CatalogueNameKind, name: string) => {
      const key = catalogueNameKey(kind, name);
      return i18n.exists(key) ? t(key as never) : name;
    },
    [t, i18n],
  );
}
