import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { alpha, type Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import CloseIcon from '../../../components/icons/Close.tsx';
import RestartAltIcon from '../../../components/icons/RestartAlt.tsx';
import { THEME_ICONS } from '../../../components/ThemeSwitcher.tsx';
import {
  CONTENT_WIDTHS,
  NAVIGATION_TYPES,
  resetSettings,
  SKINS,
  THEME_SETTINGS,
  updateSettings,
  useSettings,
} from '../../../lib/theme/settings.ts';

function Section({ title, children }: { title: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        id={id}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', display: 'block', mb: 1 }}
      >
        {title}
      </Typography>
      {children(id)}
    </Box>
  );
}

const groupSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))',
  gap: 1,
} as const;
/**
 * The chosen option in the red of text on a light red tint: MUI's grey selection tint put the dark scheme's red text
 * at 3.7:1; the tint of the primary colour keeps it at 5.6:1 (4.9:1 light), hovered too.
 */
const buttonSx = (theme: Theme) => {
  const dark = theme.palette.mode === 'dark';
  return {
    border: 1,
    borderColor: 'divider',
    borderRadius: '8px !important',
    py: 1.25,
    // MUI's grey for the others read 4.49:1 hovered on a light phone.
    color: 'text.secondary',
    '&.Mui-selected': {
      borderColor: 'primary.main',
      color: 'primaryText',
      bgcolor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.08),
    },
    '&.Mui-selected:hover': { bgcolor: alpha(theme.palette.primary.main, dark ? 0.22 : 0.1) },
  } as const;
};

/** Layout settings: theme, skin, navigation type, content width, navbar blur, collapsed menu. */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 380 } },
          role: 'dialog',
          'aria-label': t('customizer.title'),
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={t('customizer.reset')}>
          <IconButton aria-label={t('customizer.reset')} onClick={resetSettings}>
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('customizer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 3, overflowY: 'auto' }}>
        <Section title={t('customizer.theme')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              value={settings.theme}
              onChange={(_event, value) => value && updateSettings({ theme: value })}
              aria-labelledby={labelId}
              sx={groupSx}
            >
              {THEME_SETTINGS.map((option) => {
                const Icon = THEME_ICONS[option];
                return (
                  <ToggleButton
                    key={option}
                    value={option}
                    sx={[buttonSx, { flexDirection: 'column', gap: 0.5 }]}
                  >
                    <Icon />
                    {t(`theme.${option}`)}
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
          )}
        </Section>
        <Section title={t('customizer.skin')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              value={settings.skin}
              onChange={(_event, value) => value && updateSettings({ skin: value })}
              aria-labelledby={labelId}
              sx={groupSx}
            >
              {SKINS.map((skin) => (
                <ToggleButton key={skin} value={skin} sx={buttonSx} data-testid={`skin-${skin}`}>
                  {t(skin === 'default' ? 'customizer.skinDefault' : 'customizer.skinBordered')}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Section>
        <Section title={t('customizer.navigation')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              value={settings.navigationType}
              onChange={(_event, value) => value && updateSettings({ navigationType: value })}
              aria-labelledby={labelId}
              sx={groupSx}
            >
              {NAVIGATION_TYPES.map((type) => (
                <ToggleButton key={type} value={type} sx={buttonSx} data-testid={`navigation-${type}`}>
                  {t(`customizer.${type}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Section>
        <Section title={t('customizer.contentWidth')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              value={settings.contentWidth}
              onChange={(_event, value) => value && updateSettings({ contentWidth: value })}
              aria-labelledby={labelId}
              sx={groupSx}
            >
              {CONTENT_WIDTHS.map((width) => (
                <ToggleButton key={width} value={width} sx={buttonSx} data-testid={`content-width-${width}`}>
                  {t(`customizer.${width}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Section>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.navbarBlur}
                onChange={(event) => updateSettings({ navbarBlur: event.target.checked })}
              />
            }
            label={t('customizer.navbarBlur')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.verticalNavCollapsed}
                disabled={settings.navigationType !== 'vertical'}
                onChange={(event) => updateSettings({ verticalNavCollapsed: event.target.checked })}
              />
            }
            label={t('customizer.navCollapsed')}
          />
        </Box>
      </Box>
    </Drawer>
  );
}
