import {
  ZApiKeyCreateBody,
  ZApiKeyCreated,
  ZApiKeyIdParams,
  ZApiKeyList,
  ZOkResponse,
  ZRevokedCount,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticatedRoutes, sessionRoutes } from '../../plugins/authenticated-routes.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** A user's own API keys (docs/api.md), and the operators' revoke-all for one user. */
export async function apiKeysRoutes(app: FastifyInstance, { apiKeys }: { apiKeys: ApiKeysService }) {
  const routes = sessionRoutes(app, { tags: ['api-keys'], errors: [404, 409, 422] });

  routes.get(
    '/api/api-keys',
    {
      operationId: 'listOwnApiKeys',
      summary: 'Your API keys (not revoked; expired ones marked), newest first; never their secrets',
      response: { 200: ZApiKeyList },
    },
    async (principal) => apiKeys.list(principal),
  );

  routes.post(
    '/api/api-keys',
    {
      operationId: 'createApiKey',
      summary: 'A new API key for yourself; its secret is in this answer only',
      description:
        'Areas your role does not reach are a 422 on `areas`; an expiry not after today a 422 on `expires_on`; 409 past 10 live keys; 403 IMPERSONATION_FORBIDDEN in a session an operator opened as the user.',
      body: ZApiKeyCreateBody,
      response: { 201: ZApiKeyCreated },
    },
    async (principal, request, reply) => reply.code(201).send(await apiKeys.create(principal, request.body)),
  );

  routes.delete(
    '/api/api-keys/:id',
    {
      operationId: 'revokeOwnApiKey',
      summary: 'Revoke one of your API keys: it is refused from the next request on',
      params: ZApiKeyIdParams,
      response: { 200: ZOkResponse },
    },
    async (principal, request) => {
      await apiKeys.revoke(principal, request.params.id);
      return { ok: true as const };
    },
  );

  authenticatedRoutes(app, { tags: ['ops'], errors: [404] }).post(
    '/api/ops/users/:id/api-keys/revoke',
    {
      operationId: 'revokeUserApiKeys',
      summary: "Revoke every API key of an advertiser's user",
      description:
        "Platform operators with update on 'OpsAdvertiser'; each key revoked is in the action log.",
      params: z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) }),
      response: { 200: ZRevokedCount },
    },
    async (principal, request) => ({ revoked: await apiKeys.revokeAllOfUser(principal, request.params.id) }),
  );
}
