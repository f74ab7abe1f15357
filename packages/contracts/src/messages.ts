/** Messages: the conversations of an advertiser's team with the support team (docs/support.md). */
import { z } from 'zod';
import { requiredText, typeError } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import { ZRequiredRichText } from './rich-text.ts';
import {
  ASSIGNMENT_FILTERS,
  CONVERSATION_STATUSES,
  choiceError,
  MESSAGE_AUTHOR_SIDES,
  MESSAGE_CATEGORIES,
  MESSAGE_FOLDERS,
  MESSAGE_MARKUP_MAX_CHARS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXT_MAX_CHARS,
} from './values/messages.ts';
import { richTextMarkupLength, richTextTextLength } from './values/rich-text.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  ASSIGNMENT_FILTERS,
  CONVERSATION_STATUSES,
  MESSAGE_AUTHOR_SIDES,
  MESSAGE_CATEGORIES,
  MESSAGE_FOLDERS,
  MESSAGE_MARKUP_MAX_CHARS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXT_MAX_CHARS,
} from './values/messages.ts';

export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

export type MessageAuthorSide = (typeof MESSAGE_AUTHOR_SIDES)[number];

const page = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10);

const ZSearch = z.string().trim().max(MESSAGE_SUBJECT_MAX_LENGTH).optional();

/**
 * A message's body: rich text with something to say, at most MESSAGE_TEXT_MAX_CHARS of text and
 * MESSAGE_MARKUP_MAX_CHARS of HTML besides its images (each image is limited by ZRichText).
 */
const ZMessageBody = ZRequiredRichText.refine((html) => richTextTextLength(html) <= MESSAGE_TEXT_MAX_CHARS, {
  error: messageKey('messages.validation.textTooLong', { max: MESSAGE_TEXT_MAX_CHARS }),
}).refine((html) => richTextMarkupLength(html) <= MESSAGE_MARKUP_MAX_CHARS, {
  error: 'messages.validation.formattingTooLong',
});

/** POST /api/messages: a new conversation with support (spec: subject, message and category required). */
export const ZComposeMessageBody = z.strictObject({
  subject: requiredText(MESSAGE_SUBJECT_MAX_LENGTH),
  category: z.enum(MESSAGE_CATEGORIES, choiceError),
  /** Rich text (Quill HTML); sanitized by the server before it is kept, and refused when it has no text. */
  message: ZMessageBody,
});
export type ComposeMessageBody = z.input<typeof ZComposeMessageBody>;

/** A reply, an operator's answer or an internal note. */
export const ZMessageReplyBody = z.strictObject({ message: ZMessageBody });
export type MessageReplyBody = z.input<typeof ZMessageReplyBody>;

export const ZConversationIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });

/** GET /api/messages: one folder of the caller's conversations, searched by subject, newest activity first. */
export const ZConversationsQuery = z.strictObject({
  folder: z.enum(MESSAGE_FOLDERS, { error: 'validation.invalid' }).default('inbox'),
  search: ZSearch,
  page,
  page_size: pageSize,
});
export type ConversationsQuery = z.input<typeof ZConversationsQuery>;

/** How many conversations of each folder hold a support message the caller has not read. */
export const ZFolderUnreadCounts = z
  .object({
    inbox: z.number().int(),
    sent: z.number().int(),
    starred: z.number().int(),
    trashed: z.number().int(),
    closed: z.number().int(),
  } satisfies Record<MessageFolder, z.ZodNumber>)
  .meta({ id: 'FolderUnreadCounts' });
export type FolderUnreadCounts = z.infer<typeof ZFolderUnreadCounts>;

/** GET /api/messages/counts: the layout's message button (every unread conversation not in the trash). */
export const ZMessageCounts = z
  .object({ unread: z.number().int(), folders: ZFolderUnreadCounts })
  .meta({ id: 'MessageCounts' });
export type MessageCounts = z.infer<typeof ZMessageCounts>;

/** A line of a folder: the conversation and the caller's own marks on it. */
export const ZConversationSummary = z
  .object({
    id: z.string(),
    subject: z.string(),
    category: z.enum(MESSAGE_CATEGORIES),
    status: z.enum(CONVERSATION_STATUSES),
    /** The last message the advertiser can see, as plain text, cut short. */
    excerpt: z.string(),
    last_side: z.enum(['advertiser', 'support']),
    last_message_at: z.iso.datetime(),
    created_by_name: z.string().nullable(),
    unread: z.boolean(),
    starred: z.boolean(),
    trashed: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationPage = z
  .object({
    data: z.array(ZConversationSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    unread: ZFolderUnreadCounts,
  })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof ZConversationPage>;

/** One message as the advertiser sees it (support's internal notes are never among them). */
export const ZConversationMessage = z
  .object({
    id: z.string(),
    side: z.enum(['advertiser', 'support']),
    author_name: z.string(),
    /** Sanitized when it was kept; shown as it is. */
    body_html: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof ZConversationMessage>;

export const ZConversation = z
  .object({
    id: z.string(),
    subject: z.string(),
    category: z.enum(MESSAGE_CATEGORIES),
    status: z.enum(CONVERSATION_STATUSES),
    created_by_name: z.string().nullable(),
    starred: z.boolean(),
    trashed: z.boolean(),
    last_message_at: z.iso.datetime(),
    closed_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    messages: z.array(ZConversationMessage),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ZConversation>;

/** PUT /api/messages/{id}/star and /trash: the caller's own marks. */
export const ZConversationStarBody = z.strictObject({ starred: z.boolean(typeError) });
export const ZConversationTrashBody = z.strictObject({ trashed: z.boolean(typeError) });

export type ConversationAssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

/** GET /api/ops/messages: every advertiser's conversations, newest activity first. */
export const ZOpsConversationsQuery = z.strictObject({
  status: z.enum(CONVERSATION_STATUSES, { error: 'validation.invalid' }).optional(),
  category: z.enum(MESSAGE_CATEGORIES, { error: 'validation.invalid' }).optional(),
  assigned: z.enum(ASSIGNMENT_FILTERS, { error: 'validation.invalid' }).default('anyone'),
  /** The subject, or the advertiser's company name or email. */
  search: ZSearch,
  page,
  page_size: pageSize,
});
export type OpsConversationsQuery = z.input<typeof ZOpsConversationsQuery>;

const ZConversationAssignee = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'ConversationAssignee' });
export type ConversationAssignee = z.infer<typeof ZConversationAssignee>;

export const ZOpsConversationSummary = z
  .object({
    id: z.string(),
    advertiser_id: z.string(),
    advertiser_name: z.string(),
    subject: z.string(),
    category: z.enum(MESSAGE_CATEGORIES),
    status: z.enum(CONVERSATION_STATUSES),
    excerpt: z.string(),
    last_side: z.enum(['advertiser', 'support']),
    last_message_at: z.iso.datetime(),
    created_by_name: z.string().nullable(),
    assigned_operator: ZConversationAssignee.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OpsConversationSummary' });
export type OpsConversationSummary = z.infer<typeof ZOpsConversationSummary>;

export const ZOpsConversationPage = z
  .object({
    data: z.array(ZOpsConversationSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'OpsConversationPage' });
export type OpsConversationPage = z.infer<typeof ZOpsConversationPage>;

/** A message as operators see it: the advertiser's, support's, or an internal note. */
export const ZOpsConversationMessage = ZConversationMessage.extend({
  side: z.enum(MESSAGE_AUTHOR_SIDES),
}).meta({ id: 'OpsConversationMessage' });
export type OpsConversationMessage = z.infer<typeof ZOpsConversationMessage>;

export const ZOpsConversation = z
  .object({
    id: z.string(),
    advertiser_id: z.string(),
    advertiser_name: z.string(),
    advertiser_email: z.string(),
    subject: z.string(),
    category: z.enum(MESSAGE_CATEGORIES),
    status: z.enum(CONVERSATION_STATUSES),
    created_by_name: z.string().nullable(),
    assigned_operator: ZConversationAssignee.nullable(),
    last_message_at: z.iso.datetime(),
    closed_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    messages: z.array(ZOpsConversationMessage),
  })
  .meta({ id: 'OpsConversation' });
export type OpsConversation = z.infer<typeof ZOpsConversation>;

/** POST /api/ops/messages/{id}/status: close it, or open it again. */
export const ZConversationStatusBody = z.strictObject({
  status: z.enum(['open', 'closed'], choiceError),
});
export type ConversationStatusBody = z.input<typeof ZConversationStatusBody>;

/** PUT /api/ops/messages/{id}/assignee: one of the platform's operators, or nobody (null). */
export const ZConversationAssigneeBody = z.strictObject({
  operator_id: z.uuid({ error: 'validation.invalid' }).nullable(),
});
export type ConversationAssigneeBody = z.input<typeof ZConversationAssigneeBody>;

export const ZConversationAssigneeList = z
  .object({ data: z.array(ZConversationAssignee) })
  .meta({ id: 'ConversationAssigneeList' });
export type ConversationAssigneeList = z.infer<typeof ZConversationAssigneeList>;
