import { errorMessage } from '../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http.ts';
import i18n from '../../lib/i18n.ts';

type SetError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * A failed submit inside a dialog: the API's field errors go on their fields; anything else (a 409 such as
 * DUPLICATE_TARGET or BID_BALANCE) comes back as the translated message the dialog shows inline, so no alert
 * opens over the dialog.
 */
export function dialogFormError<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: SetError<Name>,
): string | null {
  if (error instanceof HttpError && error.handled) return null;
  if (error instanceof HttpError) {
    const { matched } = mapServerFieldErrors(error.fields, names, (key) => i18n.exists(key));
    matched.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (matched.length) return null;
  }
  return errorMessage(error);
}

/** A price from the wire ("0.50") as the bid field takes it ("0.5": at most one decimal). */
export function bidText(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** One tenth above a price, as bid text ("0.5" → "0.6"). */
export function tenthAbove(value: string): string {
  return bidText(((Math.round(Number(value) * 10) + 1) / 10).toFixed(1));
}
