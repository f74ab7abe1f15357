import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormDateField } from './FormDateField.tsx';
import { FormSelectField } from './FormSelectField.tsx';
import { FormStatusSwitch } from './FormStatusSwitch.tsx';
import { type FieldControl, type FormFieldProps, FormTextField } from './FormTextField.tsx';

/** How wide a field is: half the row from the small breakpoint up (the default), the whole row, or a fraction of 12. */
export type FieldWidth = 'half' | 'full' | { xs?: number; sm?: number };

type Common<T extends FieldValues> = {
  name: FieldPath<T>;
  width?: FieldWidth;
  /** Left out of the grid for now (e.g. the address field while the click leads nowhere); its name still counts. */
  hidden?: boolean;
};

/** One cell of a form's grid: a form field declared by its kind, or anything else drawn by `render`. */
export type GridField<T extends FieldValues> = Common<T> &
  (
    | ({ kind: 'text' } & Omit<ComponentProps<typeof FormTextField<T>>, 'control' | 'name'>)
    | ({
        kind: 'select';
        options: readonly { value: string; label: string }[];
      } & Omit<FormFieldProps<T>, 'control' | 'name'>)
    | ({ kind: 'dateTime' } & Omit<ComponentProps<typeof FormDateField<T>>, 'control' | 'name' | 'withTime'>)
    | {
        /** A column of switches: the 'active' | 'inactive' status first, then yes/no fields. */
        kind: 'switches';
        label: string;
        more?: { name: FieldPath<T>; label: string }[];
      }
    | { kind: 'custom'; render: () => ReactNode }
  );

/** A select's options from a list of values and how each is said. */
export const optionsOf = <Option extends string>(
  values: readonly Option[],
  label: (value: Option) => string,
) => values.map((value) => ({ value, label: label(value) }));

/** The names of the fields a grid holds, hidden ones too (where the API's field errors may land). */
export function gridFieldNames<T extends FieldValues>(fields: GridField<T>[]): FieldPath<T>[] {
  return fields.flatMap((field) => [
    field.name,
    ...(field.kind === 'switches' ? (field.more ?? []).map((more) => more.name) : []),
  ]);
}

const sizeOf = (width: FieldWidth = 'half') =>
  width === 'half' ? { xs: 12, sm: 6 } : width === 'full' ? 12 : { xs: 12, ...width };

/**
 * A form's fields in a responsive grid, each declared by its kind (text, select, date and time, switches) or
 * drawn by `render`: the forms of the operators' content dialogs (promotions, popups) differ only in this list.
 */
export function FormFieldGrid<T extends FieldValues>({
  control,
  fields,
}: {
  control: FieldControl<T>;
  fields: GridField<T>[];
}) {
  return (
    <Grid container spacing={2.5}>
      {fields
        .filter((field) => !field.hidden)
        .map((field) => (
          <Grid
            key={field.name}
            size={sizeOf(field.width)}
            sx={
              field.kind === 'switches'
                ? { display: 'flex', flexDirection: 'column', justifyContent: 'center' }
                : undefined
            }
          >
            <GridCell control={control} field={field} />
          </Grid>
        ))}
    </Grid>
  );
}

function GridCell<T extends FieldValues>({
  control,
  field,
}: {
  control: FieldControl<T>;
  field: GridField<T>;
}) {
  switch (field.kind) {
    case 'text': {
      const { kind: _kind, width: _width, hidden: _hidden, ...props } = field;
      return <FormTextField<T> control={control} {...props} />;
    }
    case 'select': {
      const { kind: _kind, width: _width, hidden: _hidden, options, ...props } = field;
      return (
        <FormSelectField<T> control={control} {...props}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </FormSelectField>
      );
    }
    case 'dateTime': {
      const { kind: _kind, width: _width, hidden: _hidden, ...props } = field;
      return <FormDateField<T> control={control} withTime {...props} />;
    }
    case 'switches':
      return (
        <>
          <FormStatusSwitch<T> control={control} name={field.name} label={field.label} />
          {(field.more ?? []).map((more) => (
            <Controller
              key={more.name}
              control={control}
              name={more.name}
              render={({ field: value }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(value.value)}
                      onChange={(event) => value.onChange(event.target.checked)}
                    />
                  }
                  label={more.label}
                />
              )}
            />
          ))}
        </>
      );
    case 'custom':
      return field.render();
  }
}
