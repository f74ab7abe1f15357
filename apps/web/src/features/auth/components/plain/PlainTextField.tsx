import { type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from './PlainIcon.tsx';

export interface PlainTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated message below the field; it marks the field invalid. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}

/**
 * components/FormTextField drawn without MUI: an outlined field whose label sits in the field until it is focused
 * or filled, then floats into a notch of the outline; the error below it, named by aria-describedby.
 */
export function PlainTextField({
  name,
  label,
  value,
  onChange,
  error,
  inputRef,
  type = 'text',
  autoComplete,
  placeholder,
  autoFocus,
  endAdornment,
}: PlainTextFieldProps) {
  const id = useId();
  const errorId = `${id}-helper-text`;
  const [focused, setFocused] = useState(false);
  return (
    <div
      className="ps-field"
      data-shrink={focused || value !== '' ? '' : undefined}
      data-focused={focused ? '' : undefined}
      data-invalid={error ? '' : undefined}
    >
      <label className="ps-label" htmlFor={id}>
        {label}
      </label>
      <div className="ps-control" data-adorned={endAdornment ? '' : undefined}>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          // biome-ignore lint/a11y/noAutofocus: the sign-in page's first field, as FormTextField has it
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {endAdornment ? <div className="ps-adornment">{endAdornment}</div> : null}
        <fieldset className="ps-outline" aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error ? (
        <p className="ps-helper" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** PlainTextField with the show/hide toggle of FormPasswordField. */
export function PlainPasswordField(props: Omit<PlainTextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="ps-icon-button"
          aria-label={visible ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <PlainIcon name={visible ? 'hide' : 'show'} small />
        </button>
      }
    />
  );
}
