/** Support conversations between an advertiser's team and the platform's support (issue 15, docs/support.md). */
export const MESSAGE_CATEGORIES = ['billing', 'review', 'technical', 'account', 'other'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** open: waiting for support; answered: support replied last, waiting for the advertiser; closed. */
export const CONVERSATION_STATUSES = ['open', 'answered', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The advertiser's folders; /messages is the inbox, the others are /messages/{folder}. */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'starred', 'trashed', 'closed'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

/** Who wrote a message of a conversation; an internal note is support's and never shown to the advertiser. */
export const MESSAGE_AUTHOR_SIDES = ['advertiser', 'support', 'note'] as const;
export type MessageAuthorSide = (typeof MESSAGE_AUTHOR_SIDES)[number];
