import type {
  Conversation,
  ConversationAssigneeList,
  ConversationMessage,
  ConversationPage,
  ConversationSummary,
  FolderUnreadCounts,
  OpsConversation,
  OpsConversationMessage,
  OpsConversationPage,
  OpsConversationSummary,
} from '@adportal/contracts';
import { ADVERTISER_ID } from '../callers.ts';

/** Messages: the advertiser's folders and threads, the operators' queue and conversation (features/messages). */

export const CONVERSATION_ID = 'c0a80101-0000-4000-8000-00000000c001';
export const OPERATOR_ID = 'c0a80101-0000-4000-8000-00000000e001';

export const noUnread: FolderUnreadCounts = { inbox: 0, sent: 0, starred: 0, trashed: 0, closed: 0 };

export function aConversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: CONVERSATION_ID,
    subject: 'Where did my welcome bonus go?',
    category: 'billing',
    status: 'answered',
    excerpt: 'It was credited with your first deposit.',
    last_side: 'support',
    last_message_at: '2026-11-27T05:00:00.000Z',
    created_by_name: 'Ada Lovelace',
    unread: false,
    starred: false,
    trashed: false,
    created_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export function conversationPageOf(
  rows: ConversationSummary[],
  unread: Partial<FolderUnreadCounts> = {},
): ConversationPage {
  return { data: rows, total: rows.length, page: 1, page_size: 10, unread: { ...noUnread, ...unread } };
}

export function aConversationMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 'c0a80101-0000-4000-8000-00000000d001',
    side: 'advertiser',
    author_name: 'Ada Lovelace',
    body_html: '<p>Our welcome bonus is not in the statement.</p>',
    created_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    subject: 'Where did my welcome bonus go?',
    category: 'billing',
    status: 'answered',
    created_by_name: 'Ada Lovelace',
    starred: false,
    trashed: false,
    last_message_at: '2026-11-27T05:00:00.000Z',
    closed_at: null,
    created_at: '2026-11-27T03:00:00.000Z',
    messages: [
      aConversationMessage(),
      aConversationMessage({
        id: 'c0a80101-0000-4000-8000-00000000d002',
        side: 'support',
        author_name: 'Sam Support',
        body_html: '<p>It was credited with your first deposit.</p>',
        created_at: '2026-11-27T05:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

export function anOpsConversationSummary(
  overrides: Partial<OpsConversationSummary> = {},
): OpsConversationSummary {
  return {
    id: CONVERSATION_ID,
    advertiser_id: ADVERTISER_ID,
    advertiser_name: 'Acme Ads Co.',
    subject: 'Where did my welcome bonus go?',
    category: 'billing',
    status: 'open',
    excerpt: 'Our welcome bonus is not in the statement.',
    last_side: 'advertiser',
    last_message_at: '2026-11-27T03:00:00.000Z',
    created_by_name: 'Ada Lovelace',
    assigned_operator: null,
    created_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export function opsConversationPageOf(rows: OpsConversationSummary[]): OpsConversationPage {
  return { data: rows, total: rows.length, page: 1, page_size: 10 };
}

export function anOpsConversation(overrides: Partial<OpsConversation> = {}): OpsConversation {
  const messages: OpsConversationMessage[] = [
    aConversationMessage(),
    {
      ...aConversationMessage({
        id: 'c0a80101-0000-4000-8000-00000000d003',
        author_name: 'Olivia Operator',
        body_html: '<p>Check the promotion claim first.</p>',
        created_at: '2026-11-27T04:00:00.000Z',
      }),
      side: 'note',
    },
  ];
  return {
    id: CONVERSATION_ID,
    advertiser_id: ADVERTISER_ID,
    advertiser_name: 'Acme Ads Co.',
    advertiser_email: 'ada@acme.test',
    subject: 'Where did my welcome bonus go?',
    category: 'billing',
    status: 'open',
    created_by_name: 'Ada Lovelace',
    assigned_operator: null,
    last_message_at: '2026-11-27T04:00:00.000Z',
    closed_at: null,
    created_at: '2026-11-27T03:00:00.000Z',
    messages,
    ...overrides,
  };
}

export const conversationAssignees = (): ConversationAssigneeList => ({
  data: [
    { id: OPERATOR_ID, name: 'Olivia Operator' },
    { id: 'c0a80101-0000-4000-8000-00000000e002', name: 'Oscar Operator' },
  ],
});
