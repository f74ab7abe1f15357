import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tm } from '../lib/i18n.ts';
import { DatePickerField, DateTimePickerField } from './DatePickerField.tsx';
import type { FieldControl } from './FormTextField.tsx';

interface Props<T extends FieldValues> {
  name: FieldPath<T>;
  control: FieldControl<T>;
  label: string;
  /** Shown below the field; an error takes its place. */
  helperText?: ReactNode;
  testId?: string;
  disabled?: boolean;
  required?: boolean;
  /** A date and time on the platform's clock ("YYYY-MM-DDTHH:mm") instead of a day ("YYYY-MM-DD"). */
  withTime?: boolean;
  /** The earliest day the calendar offers (YYYY-MM-DD; days only). */
  min?: string;
}

/**
 * A date picker bound to react-hook-form, its errors (message keys from the zod contracts or the API's field
 * errors) translated below it like the other form fields'.
 */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  testId,
  disabled,
  required,
  withTime = false,
  min,
}: Props<T>) {
  useTranslation();
  const Field = withTime ? DateTimePickerField : DatePickerField;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? tm(fieldState.error.message) : helperText}
          disabled={disabled}
          required={required}
          testId={testId}
          fullWidth
          {...(min && !withTime ? { min } : {})}
        />
      )}
    />
  );
}
