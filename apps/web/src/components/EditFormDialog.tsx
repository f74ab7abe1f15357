import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { Notice } from '../lib/use-notice.ts';
import { FormDialog } from './FormDialog.tsx';
import { FormFieldGrid, type GridField, gridFieldNames } from './FormFieldGrid.tsx';

/**
 * Adds or changes one record in a dialog: a form checked by its contract (`resolver`, lib/forms), its fields in a
 * grid (`fields`, given the form so a field may follow another's value), `save` with the contract's output, then
 * closes with `saved` as the success notice. The API's field errors land on the grid's fields (hidden ones
 * too); any other failure is shown in the dialog. What differs between records is only these props.
 */
export function EditFormDialog<Values extends FieldValues, Body>({
  resolver,
  defaultValues,
  fields,
  save,
  saved,
  onClose,
  title,
  submitLabel,
  submitTestId,
  maxWidth = 'md',
}: {
  resolver: Resolver<Values, unknown, Body>;
  defaultValues: DefaultValues<Values>;
  fields: (form: UseFormReturn<Values, unknown, Body>) => GridField<Values>[];
  save: (body: Body) => Promise<unknown>;
  /** The success notice's title. */
  saved: string;
  onClose: (notice?: Notice) => void;
  title: string;
  submitLabel: string;
  submitTestId?: string;
  maxWidth?: 'sm' | 'md';
}) {
  const form = useForm<Values, unknown, Body>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const grid = fields(form);

  const onSubmit = form.handleSubmit(async (body) => {
    await save(body);
    onClose({ kind: 'success', title: saved });
  });

  return (
    <FormDialog
      title={title}
      maxWidth={maxWidth}
      fullScreenBelow="sm"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={gridFieldNames(grid)}
      setError={form.setError}
      submitLabel={submitLabel}
      submitTestId={submitTestId}
    >
      <FormFieldGrid control={form.control} fields={grid} />
    </FormDialog>
  );
}
