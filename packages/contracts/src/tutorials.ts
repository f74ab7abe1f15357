import { z } from 'zod';
import { requiredText, typeError } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { ZRequiredRichText } from './rich-text.ts';
import {
  maxLength,
  TUTORIAL_CATEGORY_NAME_MAX,
  TUTORIAL_POSITION_MAX,
  TUTORIAL_SEARCH_MAX,
  TUTORIAL_STATUSES,
  TUTORIAL_SUMMARY_MAX,
  TUTORIAL_TITLE_MAX,
} from './values/tutorials.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  TUTORIAL_CATEGORY_NAME_MAX,
  TUTORIAL_HOME_FEATURED,
  TUTORIAL_HOME_LATEST,
  TUTORIAL_POSITION_MAX,
  TUTORIAL_REQUEST_MAX_BYTES,
  TUTORIAL_SEARCH_MAX,
  TUTORIAL_STATUSES,
  TUTORIAL_SUMMARY_MAX,
  TUTORIAL_TITLE_MAX,
} from './values/tutorials.ts';

export type TutorialStatus = (typeof TUTORIAL_STATUSES)[number];

const id = () => z.uuid({ error: 'validation.invalid' });
const page = () => z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1);
const pageSize = () => z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(12);

/** An optional translation of a short text: blank means "not translated" (falls back to English). */
const optionalName = (max: number) =>
  z
    .string(typeError)
    .trim()
    .max(max, maxLength(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** A category's name per language: English required, Thai and Chinese optional. */
export const ZTutorialCategoryNames = z.strictObject({
  en: requiredText(TUTORIAL_CATEGORY_NAME_MAX),
  th: optionalName(TUTORIAL_CATEGORY_NAME_MAX),
  zh: optionalName(TUTORIAL_CATEGORY_NAME_MAX),
});

export const ZTutorialCategoryBody = z
  .strictObject({ names: ZTutorialCategoryNames })
  .meta({ id: 'TutorialCategoryBody' });
export type TutorialCategoryBody = z.input<typeof ZTutorialCategoryBody>;

/** The categories in their new order (every category once, first first). */
export const ZTutorialCategoryOrderBody = z
  .strictObject({
    ids: z
      .array(id(), typeError)
      .min(1, { error: 'validation.required' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
  })
  .meta({ id: 'TutorialCategoryOrderBody' });
export type TutorialCategoryOrderBody = z.input<typeof ZTutorialCategoryOrderBody>;

/** One language of an article: title and body required, the summary (shown on cards) optional. */
export const ZTutorialTranslationBody = z.strictObject({
  title: requiredText(TUTORIAL_TITLE_MAX),
  summary: z.string(typeError).trim().max(TUTORIAL_SUMMARY_MAX, maxLength(TUTORIAL_SUMMARY_MAX)).default(''),
  body_html: ZRequiredRichText,
});
export type TutorialTranslationBody = z.input<typeof ZTutorialTranslationBody>;

export const ZTutorialBody = z
  .strictObject({
    category_id: z.uuid({ error: 'validation.required' }),
    status: z.enum(TUTORIAL_STATUSES, { error: 'validation.required' }),
    featured: z.boolean(typeError).default(false),
    /**
     * Order inside its category, smallest first (previous/next follow it). Left out: a new article goes to
     * the end of its category, an edited one keeps its place (or goes to the end of a new category).
     */
    position: z
      .number(typeError)
      .int({ error: 'validation.integer' })
      .min(0, { error: messageKey('validation.between', { min: 0, max: TUTORIAL_POSITION_MAX }) })
      .max(TUTORIAL_POSITION_MAX, {
        error: messageKey('validation.between', { min: 0, max: TUTORIAL_POSITION_MAX }),
      })
      .optional(),
    translations: z.strictObject(
      {
        en: ZTutorialTranslationBody,
        th: ZTutorialTranslationBody.optional(),
        zh: ZTutorialTranslationBody.optional(),
      },
      typeError,
    ),
  })
  .meta({ id: 'TutorialBody' });
export type TutorialBody = z.input<typeof ZTutorialBody>;

export const ZTutorialIdParams = z.strictObject({ id: id() });

const ZLanguage = z.enum(LANGUAGE_CODES);

/** A category as advertisers see it: its name in their language (English when not translated). */
export const ZTutorialCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    position: z.number().int(),
    /** Published articles in it. */
    article_count: z.number().int(),
  })
  .meta({ id: 'TutorialCategory' });
export type TutorialCategory = z.infer<typeof ZTutorialCategory>;

/** An article on a list: the reader's language, or English with `fallback` when not translated. */
export const ZTutorialSummary = z
  .object({
    id: z.string(),
    category_id: z.string(),
    category_name: z.string(),
    title: z.string(),
    summary: z.string(),
    /** The language of title and summary. */
    language: ZLanguage,
    /** True when the reader's language has no translation and English is shown instead. */
    fallback: z.boolean(),
    featured: z.boolean(),
    position: z.number().int(),
    published_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'TutorialSummary' });
export type TutorialSummary = z.infer<typeof ZTutorialSummary>;

const ZTutorialNeighbour = z.object({ id: z.string(), title: z.string() }).nullable();

/** One article to read: sanitized HTML, its category, and its neighbours in the category's order. */
export const ZTutorial = ZTutorialSummary.extend({
  body_html: z.string(),
  /** The language asked for (Accept-Language). */
  requested_language: ZLanguage,
  previous: ZTutorialNeighbour,
  next: ZTutorialNeighbour,
}).meta({ id: 'Tutorial' });
export type Tutorial = z.infer<typeof ZTutorial>;

/** /tutorials: featured articles, the latest ones, and the categories with their article counts. */
export const ZTutorialHome = z
  .object({
    featured: z.array(ZTutorialSummary),
    latest: z.array(ZTutorialSummary),
    categories: z.array(ZTutorialCategory),
    total: z.number().int(),
  })
  .meta({ id: 'TutorialHome' });
export type TutorialHome = z.infer<typeof ZTutorialHome>;

/** /tutorials/all: search (title, summary and text in the reader's language and English), category, pages. */
export const ZTutorialsQuery = z.strictObject({
  search: z.string().trim().max(TUTORIAL_SEARCH_MAX, maxLength(TUTORIAL_SEARCH_MAX)).optional(),
  category_id: id().optional(),
  page: page(),
  page_size: pageSize(),
});
export type TutorialsQuery = z.input<typeof ZTutorialsQuery>;

export const ZTutorialPage = z
  .object({
    data: z.array(ZTutorialSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'TutorialPage' });
export type TutorialPage = z.infer<typeof ZTutorialPage>;

/** /tutorials/categories/{id}: the category and every published article in it, in order. */
export const ZTutorialCategoryArticles = z
  .object({ category: ZTutorialCategory, data: z.array(ZTutorialSummary) })
  .meta({ id: 'TutorialCategoryArticles' });
export type TutorialCategoryArticles = z.infer<typeof ZTutorialCategoryArticles>;

/* Operators */

export const ZOpsTutorialCategory = z
  .object({
    id: z.string(),
    names: z.object({ en: z.string(), th: z.string().optional(), zh: z.string().optional() }),
    position: z.number().int(),
    /** Every article in it (drafts too): a category is deleted only when empty. */
    article_count: z.number().int(),
    published_count: z.number().int(),
  })
  .meta({ id: 'OpsTutorialCategory' });
export type OpsTutorialCategory = z.infer<typeof ZOpsTutorialCategory>;

export const ZOpsTutorialCategoryList = z
  .object({ data: z.array(ZOpsTutorialCategory) })
  .meta({ id: 'OpsTutorialCategoryList' });
export type OpsTutorialCategoryList = z.infer<typeof ZOpsTutorialCategoryList>;

export const ZOpsTutorialsQuery = z.strictObject({
  search: z.string().trim().max(TUTORIAL_SEARCH_MAX, maxLength(TUTORIAL_SEARCH_MAX)).optional(),
  category_id: id().optional(),
  status: z.enum(TUTORIAL_STATUSES, { error: 'validation.invalid' }).optional(),
  page: page(),
  page_size: pageSize(),
});
export type OpsTutorialsQuery = z.input<typeof ZOpsTutorialsQuery>;

/** An article on the operators' list: its English title, and which languages it is written in. */
export const ZOpsTutorialRow = z
  .object({
    id: z.string(),
    category_id: z.string(),
    category_name: z.string(),
    title: z.string(),
    status: z.enum(TUTORIAL_STATUSES),
    featured: z.boolean(),
    position: z.number().int(),
    languages: z.array(ZLanguage),
    published_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime(),
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'OpsTutorialRow' });
export type OpsTutorialRow = z.infer<typeof ZOpsTutorialRow>;

export const ZOpsTutorialPage = z
  .object({
    data: z.array(ZOpsTutorialRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'OpsTutorialPage' });
export type OpsTutorialPage = z.infer<typeof ZOpsTutorialPage>;

const ZTutorialTranslation = z.object({ title: z.string(), summary: z.string(), body_html: z.string() });

/** An article as the editor loads it: every language written, sanitized. */
export const ZOpsTutorial = z
  .object({
    id: z.string(),
    category_id: z.string(),
    status: z.enum(TUTORIAL_STATUSES),
    featured: z.boolean(),
    position: z.number().int(),
    published_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: z.object({
      en: ZTutorialTranslation,
      th: ZTutorialTranslation.optional(),
      zh: ZTutorialTranslation.optional(),
    }),
  })
  .meta({ id: 'OpsTutorial' });
export type OpsTutorial = z.infer<typeof ZOpsTutorial>;
