import type {
  ConversationAssignmentFilter,
  ConversationStatus,
  MessageCategory,
  MessageFolder,
} from '@adportal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import {
  advertisers,
  conversationMessages,
  conversations,
  conversationUserMarks,
  roles,
  users,
} from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type MarksRow = typeof conversationUserMarks.$inferSelect;

const marks = conversationUserMarks;
const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');

/** A support message the reader has not seen: written after the reader's read mark (or ever, without one). */
const unreadSql = sql<boolean>`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.side} = 'support' and ${conversationMessages.createdAt} > coalesce(${marks.readAt}, '-infinity'::timestamptz))`;

/** The folders are queries over the conversation and the reader's own marks (docs/support.md). */
function inFolder(folder: MessageFolder, userId: string): SQL {
  const kept = isNull(marks.trashedAt);
  switch (folder) {
    case 'inbox':
      return and(kept, ne(conversations.status, 'closed'))!;
    case 'sent':
      return and(kept, eq(conversations.createdByUserId, userId))!;
    case 'starred':
      return and(kept, eq(marks.starred, true))!;
    case 'trashed':
      return isNotNull(marks.trashedAt);
    case 'closed':
      return and(kept, eq(conversations.status, 'closed'))!;
  }
}

/** The advertiser's conversations joined with one reader's marks. */
const withMarksOf = (userId: string) =>
  and(eq(marks.conversationId, conversations.id), eq(marks.userId, userId));

export interface FolderRow {
  conversation: ConversationRow;
  starred: boolean | null;
  trashedAt: Date | null;
  unread: boolean;
  createdByName: string | null;
}

/** A page of one folder of the advertiser's conversations for one reader, newest activity first. */
export async function pageFolder(
  db: Executor,
  filter: {
    advertiserId: string;
    userId: string;
    folder: MessageFolder;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: FolderRow[]; total: number }> {
  const where = and(
    eq(conversations.advertiserId, filter.advertiserId),
    inFolder(filter.folder, filter.userId),
    filter.search ? ilike(conversations.subject, likePattern(filter.search)) : undefined,
  );
  return readPage(
    db
      .select({
        conversation: conversations,
        starred: marks.starred,
        trashedAt: marks.trashedAt,
        unread: unreadSql,
        createdByName: creator.name,
      })
      .from(conversations)
      .leftJoin(marks, withMarksOf(filter.userId))
      .leftJoin(creator, eq(creator.id, conversations.createdByUserId))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id)),
    db
      .select({ value: count() })
      .from(conversations)
      .leftJoin(marks, withMarksOf(filter.userId))
      .where(where),
    filter,
  );
}

/** Per folder, how many of the advertiser's conversations hold a support message the reader has not read. */
export async function unreadCounts(
  db: Executor,
  advertiserId: string,
  userId: string,
): Promise<Record<MessageFolder | 'all', number>> {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`;
  const [row] = await db
    .select({
      inbox: counted(inFolder('inbox', userId)),
      sent: counted(inFolder('sent', userId)),
      starred: counted(inFolder('starred', userId)),
      trashed: counted(inFolder('trashed', userId)),
      closed: counted(inFolder('closed', userId)),
      all: counted(isNull(marks.trashedAt)),
    })
    .from(conversations)
    .leftJoin(marks, withMarksOf(userId))
    .where(and(eq(conversations.advertiserId, advertiserId), unreadSql));
  return {
    inbox: Number(row?.inbox ?? 0),
    sent: Number(row?.sent ?? 0),
    starred: Number(row?.starred ?? 0),
    trashed: Number(row?.trashed ?? 0),
    closed: Number(row?.closed ?? 0),
    all: Number(row?.all ?? 0),
  };
}

/** The last message the advertiser can see of each conversation (notes left out), in one query. */
export async function lastVisibleMessages(
  db: Executor,
  conversationIds: string[],
): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(
      and(
        inArray(conversationMessages.conversationId, conversationIds),
        ne(conversationMessages.side, 'note'),
      ),
    )
    .orderBy(
      conversationMessages.conversationId,
      desc(conversationMessages.createdAt),
      desc(conversationMessages.id),
    );
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** The advertiser's conversation (another advertiser's is not found); every advertiser's when `null`. */
export async function findConversation(
  db: Executor,
  id: string,
  advertiserId: string | null,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.id, id), advertiserId ? eq(conversations.advertiserId, advertiserId) : undefined),
    )
    .limit(1);
  return row;
}

/** The same, locked until the transaction ends: changes to one conversation line up. */
export async function lockConversation(
  db: Executor,
  id: string,
  advertiserId: string | null,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.id, id), advertiserId ? eq(conversations.advertiserId, advertiserId) : undefined),
    )
    .for('update');
  return row;
}

export async function insertConversation(
  db: Executor,
  values: typeof conversations.$inferInsert,
): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(values).returning();
  return row!;
}

export async function updateConversation(
  db: Executor,
  id: string,
  values: Partial<
    Pick<ConversationRow, 'status' | 'lastMessageAt' | 'closedAt' | 'closedByUserId' | 'assignedOperatorId'>
  >,
): Promise<ConversationRow> {
  const [row] = await db.update(conversations).set(values).where(eq(conversations.id, id)).returning();
  return row!;
}

export async function insertMessage(
  db: Executor,
  values: typeof conversationMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(conversationMessages).values(values).returning();
  return row!;
}

/** A conversation's messages in the order they were written; internal notes only when asked for. */
export async function messagesOf(
  db: Executor,
  conversationId: string,
  { withNotes }: { withNotes: boolean },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        withNotes ? undefined : ne(conversationMessages.side, 'note'),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

export async function findMarks(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<MarksRow | undefined> {
  const [row] = await db
    .select()
    .from(marks)
    .where(and(eq(marks.conversationId, conversationId), eq(marks.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Sets some of one reader's marks, creating the row on first use. A read mark only moves forward, so reading an
 * older copy of the thread never makes a newer answer unread again.
 */
export async function setMarks(
  db: Executor,
  conversationId: string,
  userId: string,
  patch: { readAt?: Date; starred?: boolean; trashedAt?: Date | null },
): Promise<MarksRow> {
  const set: { readAt?: SQL; starred?: boolean; trashedAt?: Date | null } = {};
  if (patch.readAt) set.readAt = sql`greatest(${marks.readAt}, excluded.read_at)`;
  if (patch.starred !== undefined) set.starred = patch.starred;
  if (patch.trashedAt !== undefined) set.trashedAt = patch.trashedAt;
  const [row] = await db
    .insert(marks)
    .values({ conversationId, userId, ...patch })
    .onConflictDoUpdate({ target: [marks.conversationId, marks.userId], set })
    .returning();
  return row!;
}

export interface QueueRow {
  conversation: ConversationRow;
  advertiserName: string;
  assignedName: string | null;
  createdByName: string | null;
}

/** The operators' queue over every advertiser, newest activity first. */
export async function pageQueue(
  db: Executor,
  filter: {
    status?: ConversationStatus | undefined;
    category?: MessageCategory | undefined;
    assigned: ConversationAssignmentFilter;
    operatorId: string;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: QueueRow[]; total: number }> {
  const pattern = filter.search ? likePattern(filter.search) : null;
  const where = and(
    filter.status ? eq(conversations.status, filter.status) : undefined,
    filter.category ? eq(conversations.category, filter.category) : undefined,
    filter.assigned === 'me' ? eq(conversations.assignedOperatorId, filter.operatorId) : undefined,
    filter.assigned === 'unassigned' ? isNull(conversations.assignedOperatorId) : undefined,
    pattern
      ? or(
          ilike(conversations.subject, pattern),
          ilike(advertisers.companyName, pattern),
          ilike(advertisers.companyEmail, pattern),
        )
      : undefined,
  );
  return readPage(
    db
      .select({
        conversation: conversations,
        advertiserName: advertisers.companyName,
        assignedName: assignee.name,
        createdByName: creator.name,
      })
      .from(conversations)
      .innerJoin(advertisers, eq(advertisers.id, conversations.advertiserId))
      .leftJoin(assignee, eq(assignee.id, conversations.assignedOperatorId))
      .leftJoin(creator, eq(creator.id, conversations.createdByUserId))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id)),
    db
      .select({ value: count() })
      .from(conversations)
      .innerJoin(advertisers, eq(advertisers.id, conversations.advertiserId))
      .where(where),
    filter,
  );
}

/** One conversation with the names operators see beside it. */
export async function findQueueConversation(
  db: Executor,
  id: string,
): Promise<(QueueRow & { advertiserEmail: string }) | undefined> {
  const [row] = await db
    .select({
      conversation: conversations,
      advertiserName: advertisers.companyName,
      advertiserEmail: advertisers.companyEmail,
      assignedName: assignee.name,
      createdByName: creator.name,
    })
    .from(conversations)
    .innerJoin(advertisers, eq(advertisers.id, conversations.advertiserId))
    .leftJoin(assignee, eq(assignee.id, conversations.assignedOperatorId))
    .leftJoin(creator, eq(creator.id, conversations.createdByUserId))
    .where(eq(conversations.id, id))
    .limit(1);
  return row;
}

/** The platform's active operators (users of a platform role), whom a conversation can be assigned to. */
export async function listOperators(db: Executor, id?: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(roles.kind, 'platform'),
        isNull(users.advertiserId),
        eq(users.status, 'active'),
        id ? eq(users.id, id) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
