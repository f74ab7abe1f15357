import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/**
 * A list filter: one of `options`, or '' for all of them. "All …" is a real choice, so it shows under the
 * label rather than an empty box.
 */
export function FilterSelect<T extends string>({
  label,
  all,
  value,
  options,
  optionLabel,
  onChange,
  sx,
  testId,
}: {
  label: string;
  all: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | '') => void;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      sx={sx}
      slotProps={{
        select: {
          displayEmpty: true,
          SelectDisplayProps: testId ? ({ 'data-testid': testId } as never) : undefined,
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
