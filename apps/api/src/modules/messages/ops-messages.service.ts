import type {
  ConversationAssigneeList,
  OpsConversation,
  OpsConversationPage,
  ZConversationAssigneeBody,
  ZConversationStatusBody,
  ZMessageReplyBody,
  ZOpsConversationsQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { keptBody, opsConversationView, opsSummaryView } from './message-views.ts';
import {
  findQueueConversation,
  insertMessage,
  lastVisibleMessages,
  listOperators,
  lockConversation,
  messagesOf,
  pageQueue,
  updateConversation,
} from './messages.repository.ts';

export type OpsConversationsListQuery = z.output<typeof ZOpsConversationsQuery>;
export type OpsReplyInput = z.output<typeof ZMessageReplyBody>;
export type StatusInput = z.output<typeof ZConversationStatusBody>;
export type AssigneeInput = z.output<typeof ZConversationAssigneeBody>;

/** Where the advertiser reads a conversation (the web app's route). */
export const conversationLink = (id: string) => `/messages/conversation/${id}`;

/**
 * The platform's support desk (CASL OpsContent): the queue over every advertiser, answers (which notify the
 * advertiser's team), internal notes the advertiser never sees, closing and reopening, assignment.
 */
export class OpsMessagesService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      notifications: NotificationsService;
      /** Support's answers also go to the team's webhooks (message.answered). */
      webhooks?: WebhookEmitter | undefined;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async queue(principal: Principal, query: OpsConversationsListQuery): Promise<OpsConversationPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pageQueue(this.deps.db, {
      status: query.status,
      category: query.category,
      assigned: query.assigned,
      operatorId: principal.user.id,
      search: query.search || undefined,
      page,
      pageSize,
    });
    const last = await lastVisibleMessages(
      this.deps.db,
      rows.map((row) => row.conversation.id),
    );
    return {
      data: rows.map((row) => opsSummaryView(row, last.get(row.conversation.id))),
      total,
      page,
      page_size: pageSize,
    };
  }

  /** One conversation with every message, internal notes included, and the advertiser it belongs to. */
  async get(principal: Principal, id: string): Promise<OpsConversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const row = await findQueueConversation(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return opsConversationView(row, await messagesOf(this.deps.db, id, { withNotes: true }));
  }

  /** Support's answer: the conversation is answered (open again if it was closed) and the team is notified. */
  async reply(principal: Principal, id: string, body: OpsReplyInput): Promise<OpsConversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    const bodyHtml = keptBody(body.message);
    const at = this.now();
    await this.deps.db.transaction(async (tx) => {
      const before = await lockConversation(tx, id, null);
      if (!before) throw new AppError('NOT_FOUND');
      const message = await insertMessage(tx, {
        conversationId: id,
        side: 'support',
        authorUserId: principal.user.id,
        authorName: principal.user.name,
        bodyHtml,
        createdAt: at,
      });
      const after = await updateConversation(tx, id, {
        status: 'answered',
        lastMessageAt: at,
        closedAt: null,
        closedByUserId: null,
      });
      await this.deps.notifications.notify(tx, before.advertiserId, {
        kind: 'messenger',
        messageKey: 'messages.notifications.answered',
        params: { subject: before.subject },
        link: conversationLink(id),
      });
      await this.deps.webhooks?.emit(tx, before.advertiserId, 'message.answered', {
        conversation_id: id,
        message_id: message.id,
        subject: before.subject,
      });
      const change = { advertiserId: before.advertiserId, subject: 'Conversation', subjectId: id };
      await audit.created(tx, actorOf(principal), { ...change, subject: 'ConversationMessage' }, message);
      await audit.updated(tx, actorOf(principal), change, before, after);
    });
    return this.get(principal, id);
  }

  /**
   * An internal note: only operators read it. Its action log entry belongs to the platform (no advertiser), so
   * the advertiser's action log cannot show it either. Notes do not move the conversation's last activity.
   */
  async note(principal: Principal, id: string, body: OpsReplyInput): Promise<OpsConversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    const bodyHtml = keptBody(body.message);
    await this.deps.db.transaction(async (tx) => {
      if (!(await lockConversation(tx, id, null))) throw new AppError('NOT_FOUND');
      const message = await insertMessage(tx, {
        conversationId: id,
        side: 'note',
        authorUserId: principal.user.id,
        authorName: principal.user.name,
        bodyHtml,
        createdAt: this.now(),
      });
      await audit.created(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: 'ConversationNote', subjectId: message.id },
        message,
      );
    });
    return this.get(principal, id);
  }

  /** Closes it, or opens it again: answered when support wrote last, otherwise waiting for support. */
  async setStatus(principal: Principal, id: string, body: StatusInput): Promise<OpsConversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    await this.deps.db.transaction(async (tx) => {
      const before = await lockConversation(tx, id, null);
      if (!before) throw new AppError('NOT_FOUND');
      if ((before.status === 'closed') === (body.status === 'closed')) return;
      let after = before;
      if (body.status === 'closed') {
        after = await updateConversation(tx, id, {
          status: 'closed',
          closedAt: this.now(),
          closedByUserId: principal.user.id,
        });
      } else {
        const last = (await lastVisibleMessages(tx, [id])).get(id);
        after = await updateConversation(tx, id, {
          status: last?.side === 'support' ? 'answered' : 'open',
          closedAt: null,
          closedByUserId: null,
        });
      }
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId: before.advertiserId, subject: 'Conversation', subjectId: id },
        before,
        after,
      );
    });
    return this.get(principal, id);
  }

  /** Assigns it to one of the platform's active operators, or to nobody. */
  async assign(principal: Principal, id: string, body: AssigneeInput): Promise<OpsConversation> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    await this.deps.db.transaction(async (tx) => {
      const before = await lockConversation(tx, id, null);
      if (!before) throw new AppError('NOT_FOUND');
      if (body.operator_id && (await listOperators(tx, body.operator_id)).length === 0) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'operator_id', key: 'messages.errors.notAnOperator' }],
        });
      }
      if (before.assignedOperatorId === body.operator_id) return;
      const after = await updateConversation(tx, id, { assignedOperatorId: body.operator_id });
      // Who looks after a conversation is the platform's business: its entry names no advertiser.
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: 'ConversationAssignment', subjectId: id },
        { assignedOperatorId: before.assignedOperatorId },
        { assignedOperatorId: after.assignedOperatorId },
      );
    });
    return this.get(principal, id);
  }

  /** The operators a conversation can be assigned to. */
  async operators(principal: Principal): Promise<ConversationAssigneeList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    return { data: await listOperators(this.deps.db) };
  }
}
