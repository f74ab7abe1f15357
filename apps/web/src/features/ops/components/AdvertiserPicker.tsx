import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useOpsUsers } from '../../operators/index.ts';

export interface PickedAdvertiser {
  id: string;
  name: string;
  /** One of its users' email, to tell apart companies of the same name. */
  email: string;
}

/**
 * Choosing advertisers by searching the console's list of advertiser users (company, user name or email):
 * each advertiser once, shown as a chip with its company name.
 */
export function AdvertiserPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: readonly PickedAdvertiser[];
  onChange: (next: PickedAdvertiser[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const users = useOpsUsers({ search, status: '', page: 1, pageSize: 25 });
  const options = useMemo(() => {
    const byAdvertiser = new Map<string, PickedAdvertiser>();
    for (const user of users.data?.data ?? [])
      if (!byAdvertiser.has(user.advertiser_id))
        byAdvertiser.set(user.advertiser_id, {
          id: user.advertiser_id,
          name: user.advertiser_name,
          email: user.email,
        });
    return [...byAdvertiser.values()];
  }, [users.data]);

  return (
    <Autocomplete
      multiple
      options={options}
      value={[...value]}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // Choosing an option would clear what was typed; keep it, to choose several from one search.
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      disableCloseOnSelect
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={users.isFetching}
      loadingText={t('notifications.ops.news.form.loading')}
      noOptionsText={
        search ? t('notifications.ops.news.form.noOptions') : t('notifications.ops.news.form.typeToSearch')
      }
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={option.name}
              title={option.email}
              data-testid="news-advertiser-chip"
            />
          );
        })
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{option.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {option.email}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('notifications.ops.news.form.advertisers')}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? t('notifications.ops.news.form.advertisersHint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'news-advertiser-search' },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {users.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
