import {
  ZCreateUserBody,
  ZErrorResponse,
  ZFeaturesParams,
  ZFeaturesResponse,
  ZOkResponse,
  ZRole,
  ZRoleBody,
  ZRoleList,
  ZTeamIdParams,
  ZTeamUser,
  ZUpdateUserBody,
  ZUserPage,
  ZUsersQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
};
const writeErrors = { ...errors, 409: ZErrorResponse };
const security = [{ bearer: [] }];

/** Team administration: the advertiser's users and roles, and the features the caller can access. */
export async function teamRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { roles, users } = services;
  const guarded = { onRequest: app.authenticate };

  api.get(
    '/api/roles',
    {
      ...guarded,
      schema: {
        operationId: 'listRoles',
        tags: ['team'],
        summary: "Roles of the caller's advertiser, with their permissions and user count",
        security,
        response: { 200: ZRoleList, ...errors },
      },
    },
    async (request) => ({ data: await roles.list(principalOf(request)) }),
  );

  api.post(
    '/api/roles',
    {
      ...guarded,
      schema: {
        operationId: 'createRole',
        tags: ['team'],
        summary: 'Create a role (name unique per advertiser; advertiser areas only)',
        security,
        body: ZRoleBody,
        response: { 201: ZRole, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await roles.create(principalOf(request), request.body)),
  );

  api.put(
    '/api/roles/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateRole',
        tags: ['team'],
        summary: "Update a role; the team's last administrator role cannot be demoted",
        security,
        params: ZTeamIdParams,
        body: ZRoleBody,
        response: { 200: ZRole, ...writeErrors },
      },
    },
    async (request) => roles.update(principalOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/roles/:id',
    {
      ...guarded,
      schema: {
        operationId: 'deleteRole',
        tags: ['team'],
        summary: 'Delete a role nobody holds (never the last administrator role)',
        security,
        params: ZTeamIdParams,
        response: { 200: ZOkResponse, ...writeErrors },
      },
    },
    async (request) => {
      await roles.remove(principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/users',
    {
      ...guarded,
      schema: {
        operationId: 'listUsers',
        tags: ['team'],
        summary: "Users of the caller's advertiser: search on name or email, status filter, pages",
        security,
        querystring: ZUsersQuery,
        response: { 200: ZUserPage, ...errors },
      },
    },
    async (request) => users.list(principalOf(request), request.query),
  );

  api.post(
    '/api/users',
    {
      ...guarded,
      schema: {
        operationId: 'createUser',
        tags: ['team'],
        summary: 'Add a user; they are emailed an invitation link to choose their password',
        security,
        body: ZCreateUserBody,
        response: { 201: ZTeamUser, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await users.create(
            principalOf(request),
            request.body,
            requestLanguage(request.headers['accept-language']),
          ),
        ),
  );

  api.get(
    '/api/users/:id',
    {
      ...guarded,
      schema: {
        operationId: 'getUser',
        tags: ['team'],
        summary: "A user of the caller's advertiser",
        security,
        params: ZTeamIdParams,
        response: { 200: ZTeamUser, ...errors },
      },
    },
    async (request) => users.get(principalOf(request), request.params.id),
  );

  api.put(
    '/api/users/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateUser',
        tags: ['team'],
        summary: 'Update a user (email is not editable); deactivating ends their sessions',
        security,
        params: ZTeamIdParams,
        body: ZUpdateUserBody,
        response: { 200: ZTeamUser, ...writeErrors },
      },
    },
    async (request) => users.update(principalOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/features-can-access/advertiser/:advertiser_id',
    {
      ...guarded,
      schema: {
        operationId: 'featuresCanAccess',
        tags: ['team'],
        summary: 'The features (areas and granted actions) the caller can access in its own advertiser',
        security,
        params: ZFeaturesParams,
        response: { 200: ZFeaturesResponse, ...errors },
      },
    },
    async (request) => roles.features(principalOf(request), request.params.advertiser_id),
  );
}
