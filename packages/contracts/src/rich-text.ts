import { z } from 'zod';
import { typeError } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import {
  isRichTextEmpty,
  RICH_TEXT_IMAGE_MAX_BYTES,
  type RICH_TEXT_IMAGE_TYPES,
  RICH_TEXT_MAX_CHARS,
  richTextImagesProblem,
} from './values/rich-text.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  isExternalLinkHref,
  isRichTextEmpty,
  RICH_TEXT_IMAGE_MAX_BYTES,
  RICH_TEXT_IMAGE_TYPES,
  RICH_TEXT_LINK_PROTOCOLS,
  RICH_TEXT_MAX_CHARS,
  richTextImageProblem,
  richTextImagesProblem,
  richTextMarkupLength,
  richTextTextLength,
  safeLinkHref,
  sniffImageType,
} from './values/rich-text.ts';

export type RichTextImageType = (typeof RICH_TEXT_IMAGE_TYPES)[number];

/** Why an image's src cannot be kept: 'type' (not an embedded png/gif/jpeg/bmp/ico) or 'size'. */
export type RichTextImageProblem = 'type' | 'size';

/**
 * A rich-text body (Quill HTML). At most RICH_TEXT_MAX_CHARS; every embedded image an allowed type under the
 * size limit. The API still sanitizes it before keeping it.
 */
export const ZRichText = z
  .string(typeError)
  .max(RICH_TEXT_MAX_CHARS, { error: messageKey('editor.tooLong', { max: RICH_TEXT_MAX_CHARS }) })
  .refine((html) => richTextImagesProblem(html) !== 'type', { error: 'editor.imageType' })
  .refine((html) => richTextImagesProblem(html) !== 'size', {
    error: messageKey('editor.imageTooLarge', { max: RICH_TEXT_IMAGE_MAX_BYTES / 1024 }),
  });

/** A rich-text body that must say something: `<p><br></p>` is "required". */
export const ZRequiredRichText = ZRichText.refine((html) => !isRichTextEmpty(html), {
  error: 'validation.required',
});
