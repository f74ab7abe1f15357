import type {
  Conversation,
  ConversationMessage,
  ConversationSummary,
  OpsConversation,
  OpsConversationSummary,
} from '@adportal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { plainTextOf, sanitizeRichText } from '../../lib/rich-text.ts';
import type { ConversationRow, FolderRow, MarksRow, MessageRow, QueueRow } from './messages.repository.ts';

const EXCERPT_LENGTH = 140;

/**
 * The HTML a message is kept as: sanitized (lib/rich-text.ts), and refused when nothing is left to read — an
 * empty editor (`<p><br></p>`) or a body that was only a script.
 */
export function keptBody(html: string, path = 'message'): string {
  const clean = sanitizeRichText(html);
  if (!plainTextOf(clean).trim() && !/<img\s/i.test(clean)) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path, key: 'validation.required' }] });
  }
  return clean;
}

/** A message as plain text on one line, cut at a word near 140 characters. */
export function excerptOf(message: MessageRow | undefined): string {
  if (!message) return '';
  const text = plainTextOf(message.bodyHtml).replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Who wrote last, as the advertiser sees it (notes never count). */
const lastSideOf = (message: MessageRow | undefined): 'advertiser' | 'support' =>
  message?.side === 'support' ? 'support' : 'advertiser';

export function summaryView(row: FolderRow, last: MessageRow | undefined): ConversationSummary {
  const { conversation } = row;
  return {
    id: conversation.id,
    subject: conversation.subject,
    category: conversation.category,
    status: conversation.status,
    excerpt: excerptOf(last),
    last_side: lastSideOf(last),
    last_message_at: conversation.lastMessageAt.toISOString(),
    created_by_name: row.createdByName,
    unread: Boolean(row.unread),
    starred: row.starred ?? false,
    trashed: row.trashedAt !== null,
    created_at: conversation.createdAt.toISOString(),
  };
}

function messageView(message: MessageRow): ConversationMessage {
  return {
    id: message.id,
    // Callers pass the advertiser's messages only; a note never reaches this view.
    side: message.side === 'support' ? 'support' : 'advertiser',
    author_name: message.authorName,
    body_html: message.bodyHtml,
    created_at: message.createdAt.toISOString(),
  };
}

export function conversationView(
  conversation: ConversationRow,
  messages: MessageRow[],
  marks: MarksRow | undefined,
  createdByName: string | null,
): Conversation {
  return {
    id: conversation.id,
    subject: conversation.subject,
    category: conversation.category,
    status: conversation.status,
    created_by_name: createdByName,
    starred: marks?.starred ?? false,
    trashed: Boolean(marks?.trashedAt),
    last_message_at: conversation.lastMessageAt.toISOString(),
    closed_at: conversation.closedAt?.toISOString() ?? null,
    created_at: conversation.createdAt.toISOString(),
    messages: messages.filter((message) => message.side !== 'note').map(messageView),
  };
}

const operatorOf = (row: QueueRow) =>
  row.conversation.assignedOperatorId && row.assignedName
    ? { id: row.conversation.assignedOperatorId, name: row.assignedName }
    : null;

export function opsSummaryView(row: QueueRow, last: MessageRow | undefined): OpsConversationSummary {
  const { conversation } = row;
  return {
    id: conversation.id,
    advertiser_id: conversation.advertiserId,
    advertiser_name: row.advertiserName,
    subject: conversation.subject,
    category: conversation.category,
    status: conversation.status,
    excerpt: excerptOf(last),
    last_side: lastSideOf(last),
    last_message_at: conversation.lastMessageAt.toISOString(),
    created_by_name: row.createdByName,
    assigned_operator: operatorOf(row),
    created_at: conversation.createdAt.toISOString(),
  };
}

export function opsConversationView(
  row: QueueRow & { advertiserEmail: string },
  messages: MessageRow[],
): OpsConversation {
  const { conversation } = row;
  return {
    id: conversation.id,
    advertiser_id: conversation.advertiserId,
    advertiser_name: row.advertiserName,
    advertiser_email: row.advertiserEmail,
    subject: conversation.subject,
    category: conversation.category,
    status: conversation.status,
    created_by_name: row.createdByName,
    assigned_operator: operatorOf(row),
    last_message_at: conversation.lastMessageAt.toISOString(),
    closed_at: conversation.closedAt?.toISOString() ?? null,
    created_at: conversation.createdAt.toISOString(),
    messages: messages.map((message) => ({
      id: message.id,
      side: message.side,
      author_name: message.authorName,
      body_html: message.bodyHtml,
      created_at: message.createdAt.toISOString(),
    })),
  };
}
