import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId, useState } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tm } from '../lib/i18n.ts';
import VisibilityOffOutlinedIcon from './icons/VisibilityOffOutlined.tsx';
import VisibilityOutlinedIcon from './icons/VisibilityOutlined.tsx';

/**
 * A form's control as a field takes it: the field reads and writes the form's values (T) and never the values the
 * submit receives (the contract's output, see lib/forms/contract-resolver.ts), so any output goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: the submit's values are no concern of a field (see above).
export type FieldControl<T extends FieldValues> = Control<T, any, any>;

/** What every form field takes: its binding, its label and the texts below it. */
export interface FormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: FieldControl<T>;
  label: string;
  /** Shown below the field; an error takes its place. */
  helperText?: ReactNode;
  /** Shown below the field and kept below an error (e.g. the password rule). */
  hint?: ReactNode;
  /** Lands on the input itself (on a select, on its display) so e2e tests can fill and read it. */
  testId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** What the frame hands the input it wraps. */
export interface FormFieldInput<T extends FieldValues> {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  field: ControllerRenderProps<T, FieldPath<T>>;
}

/**
 * The shared frame of the form fields (FormTextField, FormSelectField): the react-hook-form binding, the
 * outlined label, and below the input either the error or the helper text, then the hint. Error messages are
 * message keys (from the zod contracts or the API's field errors) translated here, so they follow the
 * current language.
 */
export function FormFieldFrame<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  hint,
  disabled,
  select = false,
  shrinkLabel = false,
  children,
}: Omit<FormFieldProps<T>, 'testId' | 'autoFocus'> & {
  /** A select's label names the combobox (aria-labelledby) rather than labelling an input. */
  select?: boolean;
  shrinkLabel?: boolean;
  children: (input: FormFieldInput<T>) => ReactNode;
}) {
  useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const belowId = `${id}-helper-text`;
  const hintId = `${id}-hint`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const below = fieldState.error ? tm(fieldState.error.message) : helperText;
        const describedBy = [below ? belowId : null, hint ? hintId : null].filter(Boolean).join(' ');
        return (
          <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)} disabled={disabled}>
            <InputLabel
              id={labelId}
              htmlFor={select ? undefined : id}
              component={select ? 'div' : 'label'}
              shrink={shrinkLabel || undefined}
            >
              {label}
            </InputLabel>
            {children({ id, labelId, describedBy: describedBy || undefined, field })}
            {below ? <FormHelperText id={belowId}>{below}</FormHelperText> : null}
            {/* The hint (e.g. the password rule) stays visible next to an error. */}
            {hint ? (
              <FormHelperText id={hintId} error={false} sx={{ mt: below ? 0.25 : undefined }}>
                {hint}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
}

/** Input types whose empty value the browser still draws (dd/mm/yyyy): their label always sits above. */
const SHRUNK_TYPES = ['date', 'datetime-local', 'time', 'month', 'week'];

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  /** Keeps the label above the input so the placeholder shows while the field is empty. */
  shrinkLabel?: boolean;
  endAdornment?: ReactNode;
  /** The on-screen keyboard to offer (e.g. numeric for a one-time code, decimal for a price). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  maxLength?: number;
  /** A multiline input of at least this many rows. */
  minRows?: number;
}

/**
 * A labelled outlined text field bound to react-hook-form (built from the input parts rather than
 * TextField, which would bring every input variant and Select into the sign-in pages; a select is
 * FormSelectField).
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  hint,
  testId,
  disabled,
  autoFocus,
  type = 'text',
  autoComplete,
  placeholder,
  shrinkLabel,
  endAdornment,
  inputMode,
  maxLength,
  minRows,
}: Props<T>) {
  const shrink = shrinkLabel ?? SHRUNK_TYPES.includes(type);
  return (
    <FormFieldFrame
      name={name}
      control={control}
      label={label}
      helperText={helperText}
      hint={hint}
      disabled={disabled}
      shrinkLabel={shrink}
    >
      {({ id, describedBy, field }) => (
        <OutlinedInput
          id={id}
          label={label}
          notched={shrink || undefined}
          type={type}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete={autoComplete}
          placeholder={placeholder}
          autoFocus={autoFocus}
          endAdornment={endAdornment}
          multiline={minRows !== undefined}
          minRows={minRows}
          inputProps={
            inputMode || maxLength || testId ? { inputMode, maxLength, 'data-testid': testId } : undefined
          }
          aria-describedby={describedBy}
        />
      )}
    </FormFieldFrame>
  );
}

/** FormTextField with a show/hide toggle. */
export function FormPasswordField<T extends FieldValues>(props: Omit<Props<T>, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? (
              <VisibilityOffOutlinedIcon fontSize="small" />
            ) : (
              <VisibilityOutlinedIcon fontSize="small" />
            )}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
