import { LANGUAGES, type Language } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import PaletteOutlinedIcon from '../../../components/icons/PaletteOutlined.tsx';
import { THEME_ICONS } from '../../../components/ThemeSwitcher.tsx';
import { showToast } from '../../../lib/alerts.ts';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import {
  THEME_SETTINGS,
  type ThemeSetting,
  updateSettings,
  useSettings,
} from '../../../lib/theme/settings.ts';
import { SectionCardHeader } from './SectionCardHeader.tsx';

/**
 * Language and theme, as the navbar's switchers set them (this browser's stored language, the theme cookie);
 * each change applies at once and says 'Setting updated'.
 */
export function AppearanceCard({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const themeLabelId = useId();
  const language = currentLanguage();

  const chooseLanguage = async (next: Language) => {
    if (next === language) return;
    await changeLanguage(next);
    // After the switch, so the message is in the language just chosen.
    void showToast(t('setting.updated', { lng: next }));
  };
  const chooseTheme = (next: ThemeSetting | null) => {
    if (!next || next === theme) return;
    updateSettings({ theme: next });
    void showToast(t('setting.updated'));
  };

  return (
    <Card component="section" aria-labelledby="appearance-title" id={id} sx={{ height: '100%' }}>
      <SectionCardHeader
        icon={<PaletteOutlinedIcon />}
        title={t('setting.appearance.title')}
        titleId="appearance-title"
        subtitle={t('setting.appearance.subtitle')}
      />
      <CardContent sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <TextField
          select
          label={t('setting.appearance.language')}
          helperText={t('setting.appearance.languageHint')}
          value={language}
          onChange={(event) => void chooseLanguage(event.target.value as Language)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'setting-language' } as never } }}
        >
          {LANGUAGES.map((entry) => (
            <MenuItem key={entry.i18nLang} value={entry.i18nLang} lang={entry.i18nLang}>
              {entry.label}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography id={themeLabelId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('setting.appearance.theme')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={theme}
            onChange={(_event, next: ThemeSetting | null) => chooseTheme(next)}
            aria-labelledby={themeLabelId}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
          >
            {THEME_SETTINGS.map((option) => {
              const Icon = THEME_ICONS[option];
              return (
                <ToggleButton
                  key={option}
                  value={option}
                  data-testid={`setting-theme-${option}`}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: '8px !important',
                    py: 1.25,
                    gap: 1,
                    // The selected one outlined in red, its label in the text colour (red on the tint is too faint).
                    '&.Mui-selected': { borderColor: 'primary.main', color: 'text.primary' },
                  }}
                >
                  <Icon fontSize="small" aria-hidden="true" />
                  {t(`theme.${option}`)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        </Box>
      </CardContent>
    </Card>
  );
}
