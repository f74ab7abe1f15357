import { LANGUAGES } from '@adportal/contracts';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { IconMenuList, type IconMenuListProps } from './IconMenuList.tsx';
import CheckIcon from './icons/Check.tsx';

/** The language switcher's menu: en, th, zh, each in its own script and named in the current language. */
export default function LanguageMenu(props: IconMenuListProps) {
  const { t } = useTranslation();
  const active = currentLanguage();

  return (
    <IconMenuList {...props}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.i18nLang}
          selected={language.i18nLang === active}
          lang={language.i18nLang}
          onClick={() => {
            props.close();
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
      ))}
    </IconMenuList>
  );
}
