import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldControl } from './FormTextField.tsx';

/** An 'active' | 'inactive' form field drawn as an on/off switch. */
export function FormStatusSwitch<T extends FieldValues>({
  control,
  name,
  label,
  testId,
}: {
  control: FieldControl<T>;
  name: FieldPath<T>;
  label: string;
  /** Lands on the switch's input. */
  testId?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value === 'active'}
              onChange={(event) => field.onChange(event.target.checked ? 'active' : 'inactive')}
              slotProps={{ input: { 'data-testid': testId } as never }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
