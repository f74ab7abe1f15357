import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page · AdPortal" in the current language. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    document.title = title ? `${title} · ${app}` : t('app.title');
  }, [title, t]);
}
