import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { tm } from '../../lib/i18n.ts';
import type { FieldControl } from '../FormTextField.tsx';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

/**
 * The rich-text editor bound to react-hook-form like the other form fields: its error (a message key) below it,
 * translated, in place of the hint.
 */
export function FormRichTextField<T extends FieldValues>({
  control,
  name,
  hint,
  ...editor
}: {
  control: FieldControl<T>;
  name: FieldPath<T>;
  /** Shown below the editor while it has no error. */
  hint?: string;
} & Pick<RichTextEditorProps, 'label' | 'preset' | 'required' | 'id' | 'minHeight'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          {...editor}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? tm(fieldState.error.message) : hint}
        />
      )}
    />
  );
}
