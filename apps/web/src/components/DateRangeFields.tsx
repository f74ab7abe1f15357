import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** From and to date filters (YYYY-MM-DD); the end is flagged when it is earlier than the start. */
export function DateRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
  sx,
}: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onChange: (range: { from: string; to: string }) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const invalid = Boolean(from && to && from > to);
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={fromLabel}
        value={from}
        onChange={(event) => onChange({ from: event.target.value, to })}
        sx={sx}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={toLabel}
        value={to}
        onChange={(event) => onChange({ from, to: event.target.value })}
        error={invalid}
        helperText={invalid ? t('validation.dateRange') : undefined}
        sx={sx}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
