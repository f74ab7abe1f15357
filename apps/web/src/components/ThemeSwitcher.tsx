import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlinedIcon from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_SETTINGS, type ThemeSetting, updateSettings, useSettings } from '../lib/theme/settings.ts';

export const THEME_ICONS: Record<ThemeSetting, typeof LightModeOutlinedIcon> = {
  light: LightModeOutlinedIcon,
  dark: DarkModeOutlinedIcon,
  system: DesktopWindowsOutlinedIcon,
};

/** Light, dark, or follow the system. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = THEME_ICONS[theme];

  return (
    <>
      <IconButton
        title={t('theme.switcher')}
        color="inherit"
        aria-label={t('theme.switcher')}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="theme-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('theme.switcher') } }}
      >
        {THEME_SETTINGS.map((option) => {
          const OptionIcon = THEME_ICONS[option];
          return (
            <MenuItem
              key={option}
              selected={option === theme}
              data-testid={`theme-option-${option}`}
              onClick={() => {
                setAnchor(null);
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
      </Menu>
    </>
  );
}
