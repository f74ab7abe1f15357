import {
  isRichTextEmpty,
  LANGUAGE_CODES,
  type Language,
  type OpsTutorial,
  type TutorialBody,
  type TutorialStatus,
} from '@adportal/contracts';
import type { FieldErrors } from 'react-hook-form';

export interface TranslationValues {
  title: string;
  summary: string;
  body_html: string;
}

/** The editor's form: every language always present (blank = not translated), position as typed. */
export interface TutorialFormValues {
  category_id: string;
  status: TutorialStatus;
  featured: boolean;
  position: string;
  translations: Record<Language, TranslationValues>;
}

const BLANK: TranslationValues = { title: '', summary: '', body_html: '' };

export function tutorialFormValues(tutorial: OpsTutorial | undefined, categoryId = ''): TutorialFormValues {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, { ...BLANK, ...tutorial?.translations[language] }]),
  ) as Record<Language, TranslationValues>;
  return {
    category_id: tutorial?.category_id ?? categoryId,
    status: tutorial?.status ?? 'draft',
    featured: tutorial?.featured ?? false,
    position: tutorial ? String(tutorial.position) : '',
    translations,
  };
}

/** A language with nothing written is not sent: readers of it get English. */
export function isBlankTranslation(values: TranslationValues): boolean {
  return !values.title.trim() && !values.summary.trim() && isRichTextEmpty(values.body_html);
}

/** The body the API takes: English always, Thai and Chinese when anything is written in them. */
export function toTutorialBody(values: TutorialFormValues): TutorialBody {
  const translations: Partial<Record<Language, TranslationValues>> = {};
  for (const language of LANGUAGE_CODES) {
    const text = values.translations[language];
    if (language === 'en' || !isBlankTranslation(text)) translations[language] = text;
  }
  const position = values.position.trim();
  return {
    category_id: values.category_id,
    status: values.status,
    featured: values.featured,
    ...(position === '' ? {} : { position: /^\d+$/.test(position) ? Number(position) : Number.NaN }),
    translations: translations as TutorialBody['translations'],
  };
}

/** Every field the API may name in a field error, as the form names it. */
export const TUTORIAL_FIELDS = [
  'category_id',
  'status',
  'featured',
  'position',
  ...LANGUAGE_CODES.flatMap((language) =>
    (['title', 'summary', 'body_html'] as const).map((field) => `translations.${language}.${field}` as const),
  ),
] as const;

/** The languages whose tab holds an error (the editor opens the first of them). */
export function languagesWithErrors(errors: FieldErrors<TutorialFormValues>): Language[] {
  return LANGUAGE_CODES.filter((language) => Boolean(errors.translations?.[language]));
}
