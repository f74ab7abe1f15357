import {
  ZComposeMessageBody,
  ZConversation,
  ZConversationIdParams,
  ZConversationPage,
  ZConversationStarBody,
  ZConversationsQuery,
  ZConversationTrashBody,
  ZMessageCounts,
  ZMessageReplyBody,
  ZNoContent,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { MessagesService } from './messages.service.ts';

const errors: ErrorStatus[] = [404, 422];

/** Messages (conversations with the support team): the advertiser's folders and threads. The operators' side: ops-messages.routes.ts. */
export async function messagesRoutes(app: FastifyInstance, { messages }: { messages: MessagesService }) {
  const advertiser = authenticatedRoutes(app, { tags: ['messages'], errors });

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
      limit: 'message',
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
      limit: 'message',
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
      body: ZConversationStarBody,
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
      body: ZConversationTrashBody,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await messages.trash(principal, request.params.id, request.body.trashed);
      return reply.code(204).send(null);
    },
  );
}
