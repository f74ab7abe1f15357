import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../lib/i18n.ts';

/**
 * A TextField (plain or select) bound to react-hook-form: its error is a message key from the zod contract
 * or the API, translated here; `testId` lands on the input itself so it can be filled and read.
 */
export function ControlledField<T extends FieldValues>({
  control,
  name,
  label,
  children,
  select = false,
  helperText,
  inputMode,
  endAdornment,
  testId,
  disabled = false,
  autoFocus = false,
  maxLength,
  size,
  toValue,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  children?: ReactNode;
  select?: boolean;
  helperText?: ReactNode;
  inputMode?: 'text' | 'decimal' | 'numeric';
  endAdornment?: ReactNode;
  testId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  size?: 'small' | 'medium';
  /** How the typed text becomes the field's value (e.g. a number); by default the text as typed. */
  toValue?: (text: string) => unknown;
}) {
  useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select={select}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(toValue ? toValue(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? tm(fieldState.error.message) : helperText}
          disabled={disabled}
          autoFocus={autoFocus}
          size={size}
          fullWidth
          slotProps={{
            htmlInput: { inputMode, maxLength, 'data-testid': select ? undefined : testId },
            input: endAdornment ? { endAdornment } : undefined,
            select: select ? { SelectDisplayProps: { 'data-testid': testId } as never } : undefined,
          }}
        >
          {children}
        </TextField>
      )}
    />
  );
}
