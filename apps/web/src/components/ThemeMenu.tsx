import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { THEME_SETTINGS, updateSettings, useSettings } from '../lib/theme/settings.ts';
import { IconMenuList, type IconMenuListProps } from './IconMenuList.tsx';
import CheckIcon from './icons/Check.tsx';
import { THEME_ICONS } from './ThemeSwitcher.tsx';

/** The theme switcher's menu: light, dark, or follow the system. */
export default function ThemeMenu(props: IconMenuListProps) {
  const { t } = useTranslation();
  const { theme } = useSettings();

  return (
    <IconMenuList {...props}>
      {THEME_SETTINGS.map((option) => {
        const OptionIcon = THEME_ICONS[option];
        return (
          <MenuItem
            key={option}
            selected={option === theme}
            data-testid={`theme-option-${option}`}
            onClick={() => {
              props.close();
              updateSettings({ theme: option });
            }}
            sx={{ minWidth: 170 }}
          >
            <ListItemIcon>
              <OptionIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`theme.${option}`)} />
            {option === theme ? <CheckIcon fontSize="small" color="primary" /> : null}
          </MenuItem>
        );
      })}
    </IconMenuList>
  );
}
