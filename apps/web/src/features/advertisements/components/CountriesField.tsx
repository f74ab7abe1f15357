import type { Country } from '@adportal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../lib/i18n.ts';

/** A country's name in the interface language (the catalogue's name when the browser does not know it). */
export function useCountryName(countries: readonly Country[]) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = null;
    }
    const byCode = new Map(countries.map((country) => [country.code, country.name]));
    return (code: string) => {
      try {
        const local = names?.of(code);
        if (local && local !== code) return local;
      } catch {
        // an unknown region code: the catalogue's name
      }
      return byCode.get(code) ?? code;
    };
  }, [countries, i18n.language]);
}

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
        <Autocomplete
          multiple
          options={codes}
          value={value}
          disabled={disabled}
          disableCloseOnSelect
          filterSelectedOptions
          onChange={(_event, next) => onChange(next)}
          getOptionLabel={(code) => name(code)}
          filterOptions={(options, state) => {
            const search = state.inputValue.trim().toLowerCase();
            if (!search) return options;
            return options.filter(
              (code) => code.toLowerCase() === search || name(code).toLowerCase().includes(search),
            );
          }}
          renderOption={(props, code) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <Box
                component="li"
                key={key}
                {...rest}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
              >
                <span>{name(code)}</span>
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
                >
                  {code}
                </Typography>
              </Box>
            );
          }}
          renderValue={(selected, getItemProps) =>
            selected.map((code, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={name(code)} {...itemProps} />;
            })
          }
          noOptionsText={t('ad.form.noCountries')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('ad.form.countries')}
              placeholder={value.length ? '' : t('ad.form.countriesPlaceholder')}
              error={Boolean(error)}
              helperText={error ? tm(error) : t('ad.form.countriesHint', { count: value.length })}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'ad-countries' },
              }}
            />
          )}
        />
      )}
      {all && error ? (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          {tm(error)}
        </Typography>
      ) : null}
    </Box>
  );
}
