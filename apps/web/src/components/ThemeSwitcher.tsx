import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlinedIcon from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { THEME_SETTINGS, type ThemeSetting, updateSettings, useSettings } from '../lib/theme/settings.ts';
import { IconMenu } from './IconMenu.tsx';

export const THEME_ICONS: Record<ThemeSetting, typeof LightModeOutlinedIcon> = {
  light: LightModeOutlinedIcon,
  dark: DarkModeOutlinedIcon,
  system: DesktopWindowsOutlinedIcon,
};

/** Light, dark, or follow the system. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const Icon = THEME_ICONS[theme];

  return (
    <IconMenu label={t('theme.switcher')} icon={<Icon />} testId="theme-switcher">
      {(close) =>
        THEME_SETTINGS.map((option) => {
          const OptionIcon = THEME_ICONS[option];
          return (
            <MenuItem
              key={option}
              selected={option === theme}
              data-testid={`theme-option-${option}`}
              onClick={() => {
                close();
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
        })
      }
    </IconMenu>
  );
}
