import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormFieldFrame, type FormFieldProps } from './FormTextField.tsx';

/**
 * FormTextField's select (its options are the MenuItem children): the combobox is named by the label and
 * described by the text below. A file of its own so Select stays out of the pages that only type text.
 */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  hint,
  testId,
  disabled,
  autoFocus,
  children,
}: FormFieldProps<T> & { children: ReactNode }) {
  return (
    <FormFieldFrame
      name={name}
      control={control}
      label={label}
      helperText={helperText}
      hint={hint}
      disabled={disabled}
      select
    >
      {({ id, labelId, describedBy, field }) => (
        <Select
          id={id}
          labelId={labelId}
          aria-describedby={describedBy}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoFocus={autoFocus}
          input={<OutlinedInput label={label} />}
          SelectDisplayProps={{ 'data-testid': testId } as never}
        >
          {children}
        </Select>
      )}
    </FormFieldFrame>
  );
}
