/** Messages: conversations between an advertiser's team and the platform's support team (issue 15, docs/support.md). */
export const MESSAGE_CATEGORIES = ['billing', 'review', 'technical', 'account', 'other'] as const;

/** open: waiting for support; answered: support replied last, waiting for the advertiser; closed. */
export const CONVERSATION_STATUSES = ['open', 'answered', 'closed'] as const;

/** The advertiser's folders; /messages is the inbox, the others are /messages/{folder}. */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'starred', 'trashed', 'closed'] as const;

/** Who wrote a message of a conversation; an internal note is support's and never shown to the advertiser. */
export const MESSAGE_AUTHOR_SIDES = ['advertiser', 'support', 'note'] as const;

/** The longest subject a conversation may have. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;

/**
 * A message's text, without its markup and images (about ten pages). Quill writes ~28,000 characters of HTML
 * for 20,000 of ordinarily formatted text, ~126,000 when every word is styled (`npm run bench:rich-text`).
 */
export const MESSAGE_TEXT_MAX_CHARS = 20_000;

/** A message's HTML without its embedded images' data: heavy formatting of the longest text fits. */
export const MESSAGE_MARKUP_MAX_CHARS = 200_000;

/** A missing choice is "required"; an unknown one is "not valid". */
export const choiceError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalid',
};

/** The operators' queue: whom a conversation is assigned to. */
export const ASSIGNMENT_FILTERS = ['me', 'unassigned', 'anyone'] as const;
