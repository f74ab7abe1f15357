import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, thTH, zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatePickerFieldProps as FieldProps } from './DatePickerField.tsx';
import { PlatformTimeHelper } from './PlatformTimeHelper.tsx';

dayjs.extend(utc);

/**
 * Each language's picker: Thai with Buddhist Era years (as lib/format.ts writes them, ADR 14) and its own
 * words; Chinese and English with theirs. Values are wall-clock values held as UTC, so no browser time zone
 * (or its DST gaps) touches a day or an hour the platform names.
 */
const PICKERS = {
  en: { adapter: AdapterDayjs, locale: 'en', text: enUS },
  th: { adapter: AdapterDayjsBuddhist, locale: 'th', text: thTH },
  zh: { adapter: AdapterDayjs, locale: 'zh-cn', text: zhCN },
} as const;

function LocalizedPickers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const picker = PICKERS[i18n.language as keyof typeof PICKERS] ?? PICKERS.en;
  return (
    <LocalizationProvider
      dateAdapter={picker.adapter}
      adapterLocale={picker.locale}
      localeText={picker.text.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

const DAY_FORMAT = 'YYYY-MM-DD';
const WALL_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * The picker's own value, kept while a typed date is incomplete; the caller hears only whole values ('' when
 * cleared) and is followed when it changes the value itself.
 */
function useWallValue(value: string, format: string, onChange: (value: string) => void) {
  const parse = (text: string) => (text ? dayjs.utc(text) : null);
  const [draft, setDraft] = useState<Dayjs | null>(() => parse(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the caller's value only.
  useEffect(() => {
    const current = draft?.isValid() ? draft.format(format) : '';
    if (current !== value) setDraft(parse(value));
  }, [value]);
  const change = (next: Dayjs | null) => {
    setDraft(next);
    if (next === null) onChange('');
    else if (next.isValid()) onChange(next.format(format));
  };
  return [draft, change] as const;
}

/**
 * The MUI X pickers (≈50 kB), fetched by DatePickerField.tsx when a date field is first shown rather than with
 * every page that has one.
 */
export function LocalizedDatePicker(props: FieldProps) {
  return (
    <LocalizedPickers>
      <DayPicker {...props} />
    </LocalizedPickers>
  );
}

/**
 * What both pickers pass their field alike: its label, name and state, the clear button unless a value is
 * required, and the text field's size, error and test id. `helperText` is what is written below the field.
 */
function fieldProps(
  {
    label,
    name,
    disabled,
    required,
    size,
    fullWidth,
    testId,
    error,
    onBlur,
    sx,
  }: Omit<FieldProps, 'value' | 'onChange' | 'min' | 'max'>,
  helperText: ReactNode,
) {
  // Room for the longest empty field (Thai วว/ดด/ปปปป) beside its calendar button.
  const roomy: SxProps<Theme> = [{ minWidth: 190 }, ...(Array.isArray(sx) ? sx : [sx])];
  return {
    label,
    timezone: 'UTC',
    disabled,
    name,
    sx: roomy,
    slotProps: {
      field: { clearable: !required },
      textField: {
        // On the field's root: e2e tests find the field by it.
        ...(testId ? ({ 'data-testid': testId } as Record<string, string>) : {}),
        size,
        fullWidth,
        required,
        error,
        helperText,
        onBlur,
      },
    },
  };
}

function DayPicker({ value, onChange, min, max, ...field }: FieldProps) {
  const [draft, change] = useWallValue(value, DAY_FORMAT, onChange);
  return (
    <DatePicker
      {...fieldProps(field, field.helperText)}
      value={draft}
      onChange={change}
      minDate={min ? dayjs.utc(min) : undefined}
      maxDate={max ? dayjs.utc(max) : undefined}
    />
  );
}

export function LocalizedDateTimePicker(props: Omit<FieldProps, 'min' | 'max'>) {
  return (
    <LocalizedPickers>
      <MomentPicker {...props} />
    </LocalizedPickers>
  );
}

function MomentPicker({ value, onChange, ...field }: Omit<FieldProps, 'min' | 'max'>) {
  const [draft, change] = useWallValue(value, WALL_FORMAT, onChange);
  return (
    <DateTimePicker
      {...fieldProps(
        field,
        // The zone is said below the field, after any hint; an error stands alone.
        field.error ? field.helperText : <PlatformTimeHelper hint={field.helperText} />,
      )}
      value={draft}
      onChange={change}
    />
  );
}
