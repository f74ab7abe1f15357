import { errorMessage } from '../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http.ts';
import i18n from '../../lib/i18n.ts';
import { IMAGE_MAX_MB } from './ad-format.ts';

/**
 * What went wrong with an image upload (ad images and content images take the same path on the server), as a
 * message key or a message the server translated; `fields` are the request's field paths that may carry it.
 */
export function imageUploadProblem(error: unknown, fields: readonly string[] = ['file']): string {
  if (error instanceof HttpError) {
    const { matched } = mapServerFieldErrors(error.fields, [...fields], (key) => i18n.exists(key));
    if (matched[0]) return matched[0].message;
    if (error.status === 413) return `ad.errors.imageTooLarge|max=${IMAGE_MAX_MB}`;
    if (error.status === 415) return 'ad.errors.imageFormat';
  }
  return errorMessage(error);
}
