import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../lib/i18n.ts';

/** The searchable multi-select of CountriesField, fetched when an ad is not shown in every country. */
export function CountriesPicker({
  codes,
  value,
  name,
  onChange,
  error,
  disabled,
}: {
  codes: string[];
  value: string[];
  name: (code: string) => string;
  onChange: (codes: string[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
