import { LANGUAGES } from '@adportal/contracts';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { IconMenu } from './IconMenu.tsx';

/** Picks the interface language (en, th, zh); the choice is saved. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const active = currentLanguage();

  return (
    <IconMenu
      label={t('language.switcher')}
      listLabel={t('language.label')}
      icon={<TranslateIcon />}
      testId="language-switcher"
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <MenuItem
            key={language.i18nLang}
            selected={language.i18nLang === active}
            lang={language.i18nLang}
            onClick={() => {
              close();
              void changeLanguage(language.i18nLang);
            }}
            data-testid={`language-option-${language.i18nLang}`}
            sx={{ minWidth: 180 }}
          >
            <ListItemText primary={language.label} secondary={t(`language.names.${language.i18nLang}`)} />
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              {language.i18nLang === active ? <CheckIcon fontSize="small" color="primary" /> : null}
            </ListItemIcon>
          </MenuItem>
        ))
      }
    </IconMenu>
  );
}
