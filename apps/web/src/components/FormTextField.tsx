import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tm } from '../lib/i18n.ts';

interface Props<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  /** The on-screen keyboard to offer (e.g. numeric for a one-time code). */
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
}

/**
 * A labelled outlined text field bound to react-hook-form (built from the input parts rather than
 * TextField, which would bring every input variant and Select into the sign-in pages).
 * Error messages are message keys (from the zod contracts or the API's field errors) translated here,
 * so they follow the current language; a hint (helperText) stays visible below the error.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  type = 'text',
  autoComplete,
  placeholder,
  autoFocus,
  endAdornment,
  inputMode,
  maxLength,
}: Props<T>) {
  useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error ? tm(fieldState.error.message) : null;
        const describedBy = [error ? errorId : null, helperText ? helperId : null].filter(Boolean).join(' ');
        return (
          <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              id={id}
              label={label}
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
              inputProps={inputMode || maxLength ? { inputMode, maxLength } : undefined}
              aria-describedby={describedBy || undefined}
              aria-invalid={Boolean(fieldState.error)}
            />
            {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
            {/* The hint (e.g. the password rule) stays visible next to an error. */}
            {helperText ? (
              <FormHelperText id={helperId} error={false} sx={{ mt: error ? 0.25 : undefined }}>
                {helperText}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
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
