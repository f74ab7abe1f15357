import type { FieldError } from '@adportal/contracts';

/** A field error's message: the i18n key (with its |params) when the web knows it, otherwise the server's. */
function fieldErrorMessage(field: FieldError, knowsKey: (key: string) => boolean): string {
  const key = field.key?.split('|')[0] ?? '';
  return key && knowsKey(key) ? field.key : field.message;
}

/**
 * Maps the API's field errors onto form fields. The path may be dotted ("body.email"): the last segment
 * that names a form field wins. The message is the i18n key (with its |params) when the web knows it,
 * otherwise the message the server translated. Returns the errors that matched no field.
 */
export function mapServerFieldErrors<Name extends string>(
  fields: readonly FieldError[],
  names: readonly Name[],
  knowsKey: (key: string) => boolean,
): { matched: { name: Name; message: string }[]; unmatched: FieldError[] } {
  const matched: { name: Name; message: string }[] = [];
  const unmatched: FieldError[] = [];
  for (const field of fields) {
    const segments = field.path.split(/[.[\]/]+/).filter(Boolean);
    const name = [...segments].reverse().find((segment) => names.includes(segment as Name)) as
      | Name
      | undefined;
    if (!name) {
      unmatched.push(field);
      continue;
    }
    matched.push({ name, message: fieldErrorMessage(field, knowsKey) });
  }
  return { matched, unmatched };
}

/**
 * The API's field errors by their dotted path within the body ("body.week[0][1].end" → "week.0.1.end", the
 * path a zod issue has), for forms whose inputs are not react-hook-form fields; messages as above. Of
 * several errors on one path the last one wins.
 */
export function serverFieldErrorsByPath(
  fields: readonly FieldError[],
  knowsKey: (key: string) => boolean,
): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const field of fields) {
    const path = field.path.replace(/^body\./, '').replace(/\[(\d+)\]/g, '.$1');
    byPath.set(path, fieldErrorMessage(field, knowsKey));
  }
  return byPath;
}
