import type { Country } from '@adportal/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../lib/i18n.ts';
import { useCountryName } from '../use-country-name.ts';

// The autocomplete (≈8 kB brotli) comes when a person narrows the countries; a field of its size holds its place.
const CountriesPicker = lazy(() =>
  import('./CountriesPicker.tsx').then((module) => ({ default: module.CountriesPicker })),
);

/**
 * Target countries: an "All countries" switch, or a multi-select of the active countries (searchable by name
 * or code, names in the interface language).
 */
export function CountriesField({
  countries,
  all,
  value,
  onAllChange,
  onChange,
  error,
  disabled = false,
}: {
  countries: readonly Country[];
  all: boolean;
  value: string[];
  onAllChange: (all: boolean) => void;
  onChange: (codes: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useCountryName(countries);
  const codes = useMemo(() => {
    const known = countries.map((country) => country.code);
    // Countries chosen earlier but no longer offered stay visible (and removable).
    return [...known, ...value.filter((code) => !known.includes(code))];
  }, [countries, value]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={all}
            onChange={(event) => onAllChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'data-testid': 'ad-all-countries' } as never }}
          />
        }
        label={
          <Box>
            <Typography variant="body1">{t('ad.form.allCountries')}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('ad.form.allCountriesHint')}
            </Typography>
          </Box>
        }
      />
      {all ? null : (
        <Suspense
          fallback={
            <TextField
              fullWidth
              label={t('ad.form.countries')}
              placeholder={value.length ? '' : t('ad.form.countriesPlaceholder')}
              error={Boolean(error)}
              helperText={error ? tm(error) : t('ad.form.countriesHint', { count: value.length })}
              disabled={disabled}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          }
        >
          <CountriesPicker
            codes={codes}
            value={value}
            name={name}
            onChange={onChange}
            error={error}
            disabled={disabled}
          />
        </Suspense>
      )}
      {all && error ? (
        <Typography variant="caption" sx={{ color: 'toneText.error' }}>
          {tm(error)}
        </Typography>
      ) : null}
    </Box>
  );
}
