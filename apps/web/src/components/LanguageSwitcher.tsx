import { LANGUAGES, type Language } from '@adportal/contracts';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

/** Picks the interface language (en, th, zh); the choice is saved. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = currentLanguage();

  const choose = (code: Language) => {
    setAnchor(null);
    void changeLanguage(code);
  };

  return (
    <>
      <IconButton
        title={t('language.switcher')}
        color="inherit"
        aria-label={t('language.switcher')}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('language.label') } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.i18nLang}
            selected={language.i18nLang === active}
            lang={language.i18nLang}
            onClick={() => choose(language.i18nLang)}
            data-testid={`language-option-${language.i18nLang}`}
            sx={{ minWidth: 180 }}
          >
            <ListItemText primary={language.label} secondary={t(`language.names.${language.i18nLang}`)} />
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              {language.i18nLang === active ? <CheckIcon fontSize="small" color="primary" /> : null}
            </ListItemIcon>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
