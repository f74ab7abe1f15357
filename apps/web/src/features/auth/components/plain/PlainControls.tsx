import type { ReactNode, Ref } from 'react';
import { PlainIcon } from './PlainIcon.tsx';

/** MUI's standard Alert in the theme's tint and readable shade (error, or success for a done action). */
export function PlainAlert({
  tone = 'error',
  testId,
  children,
}: {
  tone?: 'error' | 'success';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="ps-alert"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <PlainIcon name={tone} />
      <div className="ps-alert-message">{children}</div>
    </div>
  );
}

/**
 * components/PendingButton as a large full-width button: a spinner in front of the label while its action runs,
 * and no second click meanwhile.
 */
export function PlainButton({
  variant,
  type = 'button',
  pending,
  disabled = false,
  onClick,
  testId,
  children,
}: {
  variant: 'contained' | 'outlined';
  type?: 'button' | 'submit';
  pending: boolean;
  disabled?: boolean;
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={`ps-button ps-button--${variant}`}
      disabled={pending || disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {pending ? (
        <span className="ps-button-icon" aria-hidden="true">
          <span className="ps-spinner" />
        </span>
      ) : null}
      {children}
    </button>
  );
}

/** MUI's Checkbox inside a FormControlLabel: a native checkbox under the Material box icon. */
export function PlainCheckbox({
  name,
  label,
  checked,
  onChange,
  inputRef,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="ps-check">
      <span className="ps-check-box">
        <input
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <PlainIcon name={checked ? 'checked' : 'unchecked'} />
      </span>
      <span>{label}</span>
    </label>
  );
}
