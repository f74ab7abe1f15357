import {
  ZConversationAssigneeBody,
  ZConversationAssigneeList,
  ZConversationIdParams,
  ZConversationStatusBody,
  ZMessageReplyBody,
  ZOpsConversation,
  ZOpsConversationPage,
  ZOpsConversationsQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { OpsMessagesService } from './ops-messages.service.ts';

const errors: ErrorStatus[] = [404, 422];

/**
 * The operators' side of messages (`/api/ops/messages…`, read OpsContent): the queue over every advertiser,
 * answers and internal notes, closing and reopening, assignment. The advertiser's side: messages.routes.ts.
 */
export async function opsMessagesRoutes(
  app: FastifyInstance,
  { opsMessages }: { opsMessages: OpsMessagesService },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors });

  ops.get(
    '/api/ops/messages',
    {
      operationId: 'listOpsConversations',
      summary: "Every advertiser's conversations: status, category, assignment and search filters",
      querystring: ZOpsConversationsQuery,
      response: { 200: ZOpsConversationPage },
    },
    async (principal, request) => opsMessages.queue(principal, request.query),
  );

  ops.get(
    '/api/ops/messages/operators',
    {
      operationId: 'listConversationAssignees',
      summary: 'The operators a conversation can be assigned to',
      response: { 200: ZConversationAssigneeList },
    },
    async (principal) => opsMessages.operators(principal),
  );

  ops.get(
    '/api/ops/messages/:id',
    {
      operationId: 'getOpsConversation',
      summary: "A conversation with the advertiser's name and the internal notes",
      params: ZConversationIdParams,
      response: { 200: ZOpsConversation },
    },
    async (principal, request) => opsMessages.get(principal, request.params.id),
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
      reply.code(201).send(await opsMessages.reply(principal, request.params.id, request.body)),
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
      reply.code(201).send(await opsMessages.note(principal, request.params.id, request.body)),
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
    async (principal, request) => opsMessages.setStatus(principal, request.params.id, request.body),
  );

  ops.put(
    '/api/ops/messages/:id/assignee',
    {
      operationId: 'assignConversation',
      summary: 'Assign a conversation to an operator, or to nobody',
      params: ZConversationIdParams,
      body: ZConversationAssigneeBody,
      response: { 200: ZOpsConversation },
    },
    async (principal, request) => opsMessages.assign(principal, request.params.id, request.body),
  );
}
