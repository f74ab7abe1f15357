import { useTranslation } from 'react-i18next';

/** An article's date ("Nov 24, 2026") in the language the app shows. */
export function useTutorialDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}
