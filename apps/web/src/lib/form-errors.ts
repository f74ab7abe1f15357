import type { FieldError } from '@adportal/contracts';

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
    const key = field.key?.split('|')[0] ?? '';
    matched.push({ name, message: key && knowsKey(key) ? field.key : field.message });
  }
  return { matched, unmatched };
}
