import type { TFunction } from 'i18next';

/** A logged subject in the reader's language; a subject the catalogue does not know yet shows as stored. */
export function subjectLabel(t: TFunction, subject: string): string {
  return t(`actionLog.subjects.${subject}`, { defaultValue: subject });
}
