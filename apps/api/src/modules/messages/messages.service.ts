import type {
  Conversation,
  ConversationPage,
  MessageCounts,
  ZComposeMessageBody,
  ZConversationsQuery,
  ZMessageReplyBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import { conversationView, keptBody, summaryView } from './message-views.ts';
import {
  findConversation,
  findMarks,
  insertConversation,
  insertMessage,
  lastVisibleMessages,
  lockConversation,
  type MessageRow,
  messagesOf,
  pageFolder,
  setMarks,
  unreadCounts,
  updateConversation,
} from './messages.repository.ts';
import type { SupportAlerts } from './support-alerts.ts';

export type ConversationsListQuery = z.output<typeof ZConversationsQuery>;
export type ComposeInput = z.output<typeof ZComposeMessageBody>;
export type ReplyInput = z.output<typeof ZMessageReplyBody>;

/**
 * The advertiser's side of support conversations (docs/support.md): every member with the Message permission
 * sees all of the advertiser's conversations; read marks, stars and the trash are each member's own.
 */
export class MessagesService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      now?: (() => Date) | undefined;
      /** Absent for the demo's seed: its conversations are history, nobody is waiting for them. */
      alerts?: SupportAlerts | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(principal: Principal, query: ConversationsListQuery): Promise<ConversationPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Message');
    const advertiserId = advertiserIdOf(principal);
    const userId = principal.user.id;
    const { page, page_size: pageSize } = query;
    const [{ rows, total }, counts] = await Promise.all([
      pageFolder(this.deps.db, {
        advertiserId,
        userId,
        folder: query.folder,
        search: query.search || undefined,
        page,
        pageSize,
      }),
      unreadCounts(this.deps.db, advertiserId, userId),
    ]);
    const last = await lastVisibleMessages(
      this.deps.db,
      rows.map((row) => row.conversation.id),
    );
    const { all: _all, ...folders } = counts;
    return {
      data: rows.map((row) => summaryView(row, last.get(row.conversation.id))),
      total,
      page,
      page_size: pageSize,
      unread: folders,
    };
  }

  /** The layout's message button: unread conversations outside the caller's trash, and per folder. */
  async counts(principal: Principal): Promise<MessageCounts> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Message');
    const { all, ...folders } = await unreadCounts(
      this.deps.db,
      advertiserIdOf(principal),
      principal.user.id,
    );
    return { unread: all, folders };
  }

  async compose(principal: Principal, body: ComposeInput): Promise<Conversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Message');
    const advertiserId = advertiserIdOf(principal);
    const bodyHtml = keptBody(body.message);
    const at = this.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const conversation = await insertConversation(tx, {
        advertiserId,
        subject: body.subject,
        category: body.category,
        status: 'open',
        createdByUserId: principal.user.id,
        lastMessageAt: at,
        createdAt: at,
      });
      const message = await insertMessage(tx, {
        conversationId: conversation.id,
        side: 'advertiser',
        authorUserId: principal.user.id,
        authorName: principal.user.name,
        bodyHtml,
        createdAt: at,
      });
      await setMarks(tx, conversation.id, principal.user.id, { readAt: at });
      const change = { advertiserId, subject: 'Conversation', subjectId: conversation.id };
      await audit.created(tx, actorOf(principal), change, conversation);
      await audit.created(tx, actorOf(principal), { ...change, subject: 'ConversationMessage' }, message);
      await this.deps.alerts?.advertiserWrote(tx, {
        conversationId: conversation.id,
        authorName: principal.user.name,
        reply: false,
      });
      return conversation.id;
    });
    return this.view(this.deps.db, principal, id);
  }

  /** One conversation with its messages (never support's internal notes); marks it read for the caller. */
  async get(principal: Principal, id: string): Promise<Conversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Message');
    const conversation = await findConversation(this.deps.db, id, advertiserIdOf(principal));
    if (!conversation) throw new AppError('NOT_FOUND');
    const messages = await messagesOf(this.deps.db, id, { withNotes: false });
    const newest = messages.at(-1)?.createdAt;
    // Read up to the newest message shown, not "now": an answer written meanwhile stays unread.
    const marks = newest
      ? await setMarks(this.deps.db, id, principal.user.id, { readAt: newest })
      : await findMarks(this.deps.db, id, principal.user.id);
    return conversationView(conversation, messages, marks, creatorNameOf(messages));
  }

  /** A reply of the team; it reopens a closed conversation (waiting for support again). */
  async reply(principal: Principal, id: string, body: ReplyInput): Promise<Conversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Message');
    const advertiserId = advertiserIdOf(principal);
    const bodyHtml = keptBody(body.message);
    const at = this.now();
    await this.deps.db.transaction(async (tx) => {
      const before = await lockConversation(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      const message = await insertMessage(tx, {
        conversationId: id,
        side: 'advertiser',
        authorUserId: principal.user.id,
        authorName: principal.user.name,
        bodyHtml,
        createdAt: at,
      });
      const after = await updateConversation(tx, id, {
        status: 'open',
        lastMessageAt: at,
        closedAt: null,
        closedByUserId: null,
      });
      await setMarks(tx, id, principal.user.id, { readAt: at });
      const change = { advertiserId, subject: 'Conversation', subjectId: id };
      await audit.created(tx, actorOf(principal), { ...change, subject: 'ConversationMessage' }, message);
      if (before.status !== after.status) await audit.updated(tx, actorOf(principal), change, before, after);
      await this.deps.alerts?.advertiserWrote(tx, {
        conversationId: id,
        authorName: principal.user.name,
        reply: true,
      });
    });
    return this.view(this.deps.db, principal, id);
  }

  /** Closes the conversation for the whole team (a reply opens it again). Closing a closed one changes nothing. */
  async close(principal: Principal, id: string): Promise<Conversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Message');
    const advertiserId = advertiserIdOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await lockConversation(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.status === 'closed') return;
      const after = await updateConversation(tx, id, {
        status: 'closed',
        closedAt: this.now(),
        closedByUserId: principal.user.id,
      });
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId, subject: 'Conversation', subjectId: id },
        before,
        after,
      );
    });
    return this.view(this.deps.db, principal, id);
  }

  /** Stars or unstars it for the caller only. */
  star(principal: Principal, id: string, starred: boolean): Promise<void> {
    return this.mark(principal, id, { starred });
  }

  /** Moves it to the caller's trash, or back; the rest of the team keeps it where it was. */
  trash(principal: Principal, id: string, trashed: boolean): Promise<void> {
    return this.mark(principal, id, { trashedAt: trashed ? this.now() : null });
  }

  private async mark(
    principal: Principal,
    id: string,
    patch: { starred?: boolean; trashedAt?: Date | null },
  ): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Message');
    const advertiserId = advertiserIdOf(principal);
    await this.deps.db.transaction(async (tx) => {
      if (!(await findConversation(tx, id, advertiserId))) throw new AppError('NOT_FOUND');
      const before = await findMarks(tx, id, principal.user.id);
      const after = await setMarks(tx, id, principal.user.id, patch);
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId, subject: 'ConversationMark', subjectId: id },
        before ?? {},
        after,
      );
    });
  }

  private async view(db: Executor, principal: Principal, id: string): Promise<Conversation> {
    const conversation = await findConversation(db, id, advertiserIdOf(principal));
    if (!conversation) throw new AppError('NOT_FOUND');
    const [messages, marks] = await Promise.all([
      messagesOf(db, id, { withNotes: false }),
      findMarks(db, id, principal.user.id),
    ]);
    return conversationView(conversation, messages, marks, creatorNameOf(messages));
  }
}

/** Who started it: the author of its first message (kept even when that user is gone). */
function creatorNameOf(messages: MessageRow[]): string | null {
  return messages.find((message) => message.side === 'advertiser')?.authorName ?? null;
}
