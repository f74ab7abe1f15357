import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMenu } from './IconMenu.tsx';
import TranslateIcon from './icons/Translate.tsx';

const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/** Picks the interface language (en, th, zh); the choice is saved. */
export function LanguageSwitcher() {
  const { t } = useTranslation();

  return (
    <IconMenu
      label={t('language.switcher')}
      listLabel={t('language.label')}
      icon={<TranslateIcon />}
      testId="language-switcher"
      menu={LanguageMenu}
    />
  );
}
