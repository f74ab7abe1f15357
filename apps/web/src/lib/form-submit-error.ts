import { alertError, errorMessage, showError } from './alerts.ts';
import { mapServerFieldErrors, serverFieldErrorsByPath } from './form-errors.ts';
import { HttpError, NetworkError } from './http.ts';
import i18n from './i18n.ts';

export type SetError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

const knowsKey = (key: string) => i18n.exists(key);

/** Puts the API's field errors on their fields (the first one focused); false when none matched a field. */
export function setServerFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: SetError<Name>,
): boolean {
  if (!(error instanceof HttpError)) return false;
  const { matched } = mapServerFieldErrors(error.fields, names, knowsKey);
  matched.forEach(({ name, message }, index) => {
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return matched.length > 0;
}

/**
 * What a form does with a failed submit: the API's field errors go on their fields (react-hook-form
 * `setError`, the first one focused); anything else is shown as the 'Oops...' alert.
 */
export function showFormError<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: SetError<Name>,
): void {
  if (setServerFieldErrors(error, names, setError)) return;
  alertError(error);
}

/**
 * A failed submit inside a dialog: the API's field errors go on their fields; anything else (a 409 such as
 * DUPLICATE_TARGET or BID_BALANCE) comes back as the translated message (or the dialog's own wording of it)
 * the dialog shows inline, so no alert opens over the dialog. Null when there is nothing to show.
 */
export function dialogFormError<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: SetError<Name>,
  describe: (error: unknown) => string = errorMessage,
): string | null {
  if (error instanceof HttpError && error.handled) return null;
  if (setServerFieldErrors(error, names, setError)) return null;
  return describe(error);
}

/**
 * A failed submit on a page of its own (sign-in, recovery): the API's field errors go on their fields; the
 * answers named in `inlineCodes` and a lost connection come back as the message the form shows above its
 * fields; anything else is the 'Oops...' alert. Null when nothing is left to show in the form.
 */
export function pageFormError<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: SetError<Name>,
  inlineCodes: ReadonlySet<string>,
): string | null {
  if (setServerFieldErrors(error, names, setError)) return null;
  const inline =
    error instanceof HttpError ? inlineCodes.has(error.code ?? '') : error instanceof NetworkError;
  if (inline) return errorMessage(error);
  void showError(errorMessage(error));
  return null;
}

/**
 * For a form whose inputs are not react-hook-form fields: the API's field errors of a failed submit by
 * their path within the body ("week.0.1.end"); empty when the error carries none.
 */
export function serverFieldErrors(error: unknown): Map<string, string> {
  return error instanceof HttpError ? serverFieldErrorsByPath(error.fields, knowsKey) : new Map();
}
