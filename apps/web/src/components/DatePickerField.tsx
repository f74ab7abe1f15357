import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerText } from './date-picker-text.ts';
import EventIcon from './icons/Event.tsx';
import { PlatformTimeHelper } from './PlatformTimeHelper.tsx';

export interface DatePickerFieldProps {
  label: string;
  /** YYYY-MM-DD (a platform day) or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** On the field's root, so e2e tests can find it. */
  testId?: string;
  sx?: SxProps<Theme>;
  /** Earliest and latest days one may pick (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

// The pickers' chunk comes when a page first shows a date field, not with every page that imports one.
const pickers = () => import('./LocalizedDatePickers.tsx');
const LazyDatePicker = lazy(() => pickers().then((module) => ({ default: module.LocalizedDatePicker })));
const LazyDateTimePicker = lazy(() =>
  pickers().then((module) => ({ default: module.LocalizedDateTimePicker })),
);

/**
 * What the picker will look like — the same outlined field, label, value, helper and calendar button — shown
 * for the moment its chunk takes, so nothing moves when it arrives. Read-only: nothing typed here could be kept.
 */
function PickerStandIn({
  label,
  text,
  size,
  fullWidth,
  required,
  error,
  helperText,
  disabled,
  sx,
}: Omit<DatePickerFieldProps, 'value' | 'onChange'> & { text: string }) {
  return (
    <TextField
      label={label}
      value={text}
      size={size}
      fullWidth={fullWidth}
      required={required}
      error={error}
      helperText={helperText}
      disabled={disabled}
      aria-busy
      sx={[{ minWidth: 190 }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" tabIndex={-1} aria-hidden disabled={disabled}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A date field with a calendar, in the reader's language and calendar; its value is a YYYY-MM-DD day. */
export function DatePickerField(props: DatePickerFieldProps) {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={<PickerStandIn {...props} text={pickerText(props.value, i18n.language)} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/**
 * A date and time field on the platform's clock (its value "YYYY-MM-DDTHH:mm" as lib/format.ts's
 * toZonedInput writes it); the zone is said below it.
 */
export function DateTimePickerField(props: Omit<DatePickerFieldProps, 'min' | 'max'>) {
  const { i18n } = useTranslation();
  return (
    <Suspense
      fallback={
        <PickerStandIn
          {...props}
          text={pickerText(props.value, i18n.language)}
          helperText={props.error ? props.helperText : <PlatformTimeHelper hint={props.helperText} />}
        />
      }
    >
      <LazyDateTimePicker {...props} />
    </Suspense>
  );
}
