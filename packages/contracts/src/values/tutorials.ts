import { messageKey } from '../i18n-keys.ts';

/** Help articles written by operators in en/th/zh (issue 15). */
export const TUTORIAL_STATUSES = ['draft', 'published'] as const;

export const TUTORIAL_CATEGORY_NAME_MAX = 80;

export const TUTORIAL_TITLE_MAX = 160;

export const TUTORIAL_SUMMARY_MAX = 300;

export const TUTORIAL_SEARCH_MAX = 100;

export const TUTORIAL_POSITION_MAX = 10_000;

/** How many featured and latest articles the knowledge base's home shows. */
export const TUTORIAL_HOME_FEATURED = 4;

export const TUTORIAL_HOME_LATEST = 6;

export const maxLength = (max: number) => ({ error: messageKey('validation.maxLength', { max }) });

/** An article as operators write it: English required, Thai and Chinese when translated. */
/** An article's request carries three languages' bodies (each up to RICH_TEXT_MAX_CHARS), JSON-escaped. */
export const TUTORIAL_REQUEST_MAX_BYTES = 3 * 1_048_576;
