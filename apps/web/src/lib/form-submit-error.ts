import { alertError } from './alerts.ts';
import { mapServerFieldErrors } from './form-errors.ts';
import { HttpError } from './http.ts';
import i18n from './i18n.ts';

type SetError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * What a form does with a failed submit: the API's field errors go on their fields (react-hook-form
 * `setError`, the first one focused); anything else is shown as the 'Oops...' alert.
 */
export function showFormError<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: SetError<Name>,
): void {
  if (error instanceof HttpError) {
    const { matched } = mapServerFieldErrors(error.fields, names, (key) => i18n.exists(key));
    matched.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (matched.length) return;
  }
  alertError(error);
}
