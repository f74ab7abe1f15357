import { type Advertisement, type PlannerTarget, TARGET_TYPES, type TargetType } from '@adportal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldControl } from '../../../components/FormTextField.tsx';
import { tm } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePlannerTargets } from '../api/list-planner-targets.ts';
import type { TargetFormValues } from './target-form.ts';

/**
 * Choosing what to bid on: keyword or website, then one of the planner's targets of that kind found by name
 * (each with its advice price; those the ad already bids on are disabled).
 */
export function TargetPicker({
  ad,
  control,
  targetType,
  picked,
  taken,
  onTypeChange,
  onPick,
}: {
  ad: Advertisement;
  control: FieldControl<TargetFormValues>;
  targetType: TargetType;
  picked: PlannerTarget | null;
  /** "type:id" of the targets the ad already bids on. */
  taken: ReadonlySet<string>;
  onTypeChange: (next: TargetType) => void;
  onPick: (option: PlannerTarget | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const planner = usePlannerTargets({ targetType, type: ad.type, adSizeId: ad.ad_size.id, search });
  const isTaken = (option: PlannerTarget) => taken.has(`${option.target_type}:${option.id}`);

  return (
    <>
      <Box>
        <Typography id="target-type-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('bid.targetType')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={targetType}
          aria-labelledby="target-type-label"
          onChange={(_event, next: TargetType | null) => {
            if (!next) return;
            setInput('');
            onTypeChange(next);
          }}
        >
          {TARGET_TYPES.map((type) => (
            <ToggleButton key={type} value={type} data-testid={`target-type-${type}`} sx={{ px: 2.5 }}>
              {t(`bid.targetTypes.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Controller
        control={control}
        name="target_id"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={planner.data?.data ?? []}
            value={picked}
            inputValue={input}
            onInputChange={(_event, value) => setInput(value)}
            onChange={(_event, option) => onPick(option)}
            filterOptions={(options) => options}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionDisabled={isTaken}
            loading={planner.isFetching}
            noOptionsText={search ? t('bid.noMatches') : t('bid.noTargets')}
            loadingText={t('common.loading')}
            renderOption={(props, option) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{option.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      {isTaken(option)
                        ? t('bid.alreadyBid')
                        : t('bid.optionAdvice', { price: formatMoney(option.advice_price) })}
                    </Typography>
                  </Box>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('bid.optionFacts', {
                      min: formatMoney(option.default_min),
                      count: option.competitors,
                    })}
                  </Typography>
                </Box>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t(`bid.pick.${targetType}`)}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error ? tm(fieldState.error.message) : t('bid.pickHint')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'target-search' },
                  input: {
                    ...params.slotProps.input,
                    endAdornment: (
                      <>
                        {planner.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                        {params.slotProps.input.endAdornment}
                      </>
                    ),
                  },
                }}
              />
            )}
          />
        )}
      />
    </>
  );
}
