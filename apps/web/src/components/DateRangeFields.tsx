import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from './DatePickerField.tsx';

/**
 * From and to filters of platform days (YYYY-MM-DD) with localized date pickers; the end is flagged when it
 * is earlier than the start, and neither lets one pick past the other.
 */
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
      <DatePickerField
        size="small"
        label={fromLabel}
        value={from}
        max={to || undefined}
        onChange={(value) => onChange({ from: value, to })}
        sx={sx}
      />
      <DatePickerField
        size="small"
        label={toLabel}
        value={to}
        min={from || undefined}
        onChange={(value) => onChange({ from, to: value })}
        error={invalid}
        helperText={invalid ? t('validation.dateRange') : undefined}
        sx={sx}
      />
    </>
  );
}
