import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type ThemeSetting, useSettings } from '../lib/theme/settings.ts';
import { IconMenu } from './IconMenu.tsx';
import DarkModeOutlinedIcon from './icons/DarkModeOutlined.tsx';
import DesktopWindowsOutlinedIcon from './icons/DesktopWindowsOutlined.tsx';
import LightModeOutlinedIcon from './icons/LightModeOutlined.tsx';

const ThemeMenu = lazy(() => import('./ThemeMenu.tsx'));

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

  return <IconMenu label={t('theme.switcher')} icon={<Icon />} testId="theme-switcher" menu={ThemeMenu} />;
}
