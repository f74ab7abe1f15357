import {
  ZAssigneeBody,
  ZComposeMessageBody,
  ZConversation,
  ZConversationIdParams,
  ZConversationPage,
  ZConversationStatusBody,
  ZConversationsQuery,
  ZMessageCounts,
  ZMessageReplyBody,
  ZNoContent,
  ZOpsConversation,
  ZOpsConversationPage,
  ZOpsConversationsQuery,
  ZStarBody,
  ZSupportOperatorList,
  ZTrashBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { MessagesService } from './messages.service.ts';
import type { SupportDeskService } from './support-desk.service.ts';

const errors: ErrorStatus[] = [404, 422];

/** Support conversations: the advertiser's folders and threads, and the operators' support desk. */
export async function messagesRoutes(
  app: FastifyInstance,
  { messages, supportDesk }: { messages: MessagesService; supportDesk: SupportDeskService },
) {
  const advertiser = authenticatedRoutes(app, { tags: ['messages'], errors });
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors });

  advertiser.get(
    '/api/messages',
    {
      operationId: 'listConversations',
      summary: "One folder of the advertiser's support conversations, with unread counts per folder",
      querystring: ZConversationsQuery,
      response: { 200: ZConversationPage },
    },
    async (principal, request) => messages.list(principal, request.query),
  );

  advertiser.get(
    '/api/messages/counts',
    {
      operationId: 'countUnreadConversations',
      summary: 'Unread conversations (answers of support not read by the caller), in all and per folder',
      response: { 200: ZMessageCounts },
    },
    async (principal) => messages.counts(principal),
  );

  advertiser.post(
    '/api/messages',
    {
      operationId: 'composeMessage',
      limit: 'supportMessage',
      summary: 'Start a conversation with support (subject, category and message required)',
      body: ZComposeMessageBody,
      response: { 201: ZConversation },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await messages.compose(principal, request.body)),
  );

  advertiser.get(
    '/api/messages/:id',
    {
      operationId: 'getConversation',
      summary: 'A conversation and its messages; marks it read for the caller',
      params: ZConversationIdParams,
      response: { 200: ZConversation },
    },
    async (principal, request) => messages.get(principal, request.params.id),
  );

  advertiser.post(
    '/api/messages/:id/replies',
    {
      operationId: 'replyToConversation',
      limit: 'supportMessage',
      summary: 'Reply in a conversation (reopens a closed one)',
      params: ZConversationIdParams,
      body: ZMessageReplyBody,
      response: { 201: ZConversation },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await messages.reply(principal, request.params.id, request.body)),
  );

  advertiser.post(
    '/api/messages/:id/close',
    {
      operationId: 'closeConversation',
      summary: 'Close a conversation for the whole team',
      params: ZConversationIdParams,
      response: { 200: ZConversation },
    },
    async (principal, request) => messages.close(principal, request.params.id),
  );

  advertiser.put(
    '/api/messages/:id/star',
    {
      operationId: 'starConversation',
      summary: 'Star or unstar a conversation (for the caller only)',
      params: ZConversationIdParams,
      body: ZStarBody,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await messages.star(principal, request.params.id, request.body.starred);
      return reply.code(204).send(null);
    },
  );

  advertiser.put(
    '/api/messages/:id/trash',
    {
      operationId: 'trashConversation',
      summary: "Move a conversation to the caller's trash, or restore it",
      params: ZConversationIdParams,
      body: ZTrashBody,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await messages.trash(principal, request.params.id, request.body.trashed);
      return reply.code(204).send(null);
    },
  );

  ops.get(
    '/api/ops/messages',
    {
      operationId: 'listSupportQueue',
      summary: "Every advertiser's conversations: status, category, assignment and search filters",
      querystring: ZOpsConversationsQuery,
      response: { 200: ZOpsConversationPage },
    },
    async (principal, request) => supportDesk.queue(principal, request.query),
  );

  ops.get(
    '/api/ops/messages/operators',
    {
      operationId: 'listSupportOperators',
      summary: 'The operators a conversation can be assigned to',
      response: { 200: ZSupportOperatorList },
    },
    async (principal) => supportDesk.operators(principal),
  );

  ops.get(
    '/api/ops/messages/:id',
    {
      operationId: 'getSupportConversation',
      summary: "A conversation with the advertiser's name and the internal notes",
      params: ZConversationIdParams,
      response: { 200: ZOpsConversation },
    },
    async (principal, request) => supportDesk.get(principal, request.params.id),
  );

  ops.post(
    '/api/ops/messages/:id/replies',
    {
      operationId: 'answerConversation',
      summary: "Answer as support (status answered; the advertiser's team is notified)",
      params: ZConversationIdParams,
      body: ZMessageReplyBody,
      response: { 201: ZOpsConversation },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await supportDesk.reply(principal, request.params.id, request.body)),
  );

  ops.post(
    '/api/ops/messages/:id/notes',
    {
      operationId: 'addConversationNote',
      summary: 'Add an internal note (never shown to the advertiser)',
      params: ZConversationIdParams,
      body: ZMessageReplyBody,
      response: { 201: ZOpsConversation },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await supportDesk.note(principal, request.params.id, request.body)),
  );

  ops.post(
    '/api/ops/messages/:id/status',
    {
      operationId: 'setConversationStatus',
      summary: 'Close a conversation or open it again',
      params: ZConversationIdParams,
      body: ZConversationStatusBody,
      response: { 200: ZOpsConversation },
    },
    async (principal, request) => supportDesk.setStatus(principal, request.params.id, request.body),
  );

  ops.put(
    '/api/ops/messages/:id/assignee',
    {
      operationId: 'assignConversation',
      summary: 'Assign a conversation to an operator, or to nobody',
      params: ZConversationIdParams,
      body: ZAssigneeBody,
      response: { 200: ZOpsConversation },
    },
    async (principal, request) => supportDesk.assign(principal, request.params.id, request.body),
  );
}
