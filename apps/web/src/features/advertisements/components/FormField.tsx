import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../lib/i18n.ts';

/**
 * A TextField (text, select, date) bound to react-hook-form; its error is a message key (from the zod
 * contracts or the API's field errors) translated here, and `testId` lands on the input itself so e2e tests
 * can fill it.
 */
export function FormField<T extends FieldValues>({
  control,
  name,
  label,
  testId,
  select = false,
  children,
  helperText,
  type,
  disabled,
  inputMode,
  maxLength,
  unit,
  placeholder,
  autoFocus,
  sx,
  onValueChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  testId?: string;
  select?: boolean;
  children?: ReactNode;
  helperText?: ReactNode;
  type?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
  maxLength?: number;
  /** Shown at the end of the input (USDT). */
  unit?: string;
  placeholder?: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
  /** Called after the field's own change (e.g. to derive another field). */
  onValueChange?: (value: string) => void;
}) {
  useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select={select}
          type={type}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? tm(fieldState.error.message) : helperText}
          disabled={disabled}
          placeholder={placeholder}
          autoFocus={autoFocus}
          fullWidth
          sx={sx}
          slotProps={{
            htmlInput: { 'data-testid': select ? undefined : testId, inputMode, maxLength },
            inputLabel: type === 'date' || placeholder ? { shrink: true } : undefined,
            input: unit
              ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
              : undefined,
            select: select ? { SelectDisplayProps: { 'data-testid': testId } as never } : undefined,
          }}
        >
          {children}
        </TextField>
      )}
    />
  );
}
