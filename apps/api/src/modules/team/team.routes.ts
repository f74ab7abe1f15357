import {
  ZCreateUserBody,
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
import { requestLanguage } from '../../lib/request-language.ts';
import { sessionRoutes } from '../../plugins/authenticated-routes.ts';
import type { RolesService } from './roles.service.ts';
import type { UsersService } from './users.service.ts';

/** Team administration: the advertiser's users and roles, and the features the caller can access. */
export async function teamRoutes(
  app: FastifyInstance,
  { roles, users }: { roles: RolesService; users: UsersService },
) {
  const routes = sessionRoutes(app, { tags: ['team'], errors: [404, 422] });

  routes.get(
    '/api/roles',
    {
      operationId: 'listRoles',
      summary: "Roles of the caller's advertiser, with their permissions and user count",
      response: { 200: ZRoleList },
    },
    async (principal) => ({ data: await roles.list(principal) }),
  );

  routes.post(
    '/api/roles',
    {
      operationId: 'createRole',
      summary: 'Create a role (name unique per advertiser; advertiser areas only)',
      body: ZRoleBody,
      response: { 201: ZRole },
      errors: [409],
    },
    async (principal, request, reply) => reply.code(201).send(await roles.create(principal, request.body)),
  );

  routes.put(
    '/api/roles/:id',
    {
      operationId: 'updateRole',
      summary: "Update a role; the team's last administrator role cannot be demoted",
      params: ZTeamIdParams,
      body: ZRoleBody,
      response: { 200: ZRole },
      errors: [409],
    },
    async (principal, request) => roles.update(principal, request.params.id, request.body),
  );

  routes.delete(
    '/api/roles/:id',
    {
      operationId: 'deleteRole',
      summary: 'Delete a role nobody holds (never the last administrator role)',
      params: ZTeamIdParams,
      response: { 200: ZOkResponse },
      errors: [409],
    },
    async (principal, request) => {
      await roles.remove(principal, request.params.id);
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/users',
    {
      operationId: 'listUsers',
      summary: "Users of the caller's advertiser: search on name or email, status filter, pages",
      querystring: ZUsersQuery,
      response: { 200: ZUserPage },
    },
    async (principal, request) => users.list(principal, request.query),
  );

  routes.post(
    '/api/users',
    {
      operationId: 'createUser',
      summary: 'Add a user; they are emailed an invitation link to choose their password',
      body: ZCreateUserBody,
      response: { 201: ZTeamUser },
      errors: [409],
    },
    async (principal, request, reply) =>
      reply
        .code(201)
        .send(
          await users.create(principal, request.body, requestLanguage(request.headers['accept-language'])),
        ),
  );

  routes.get(
    '/api/users/:id',
    {
      operationId: 'getUser',
      summary: "A user of the caller's advertiser",
      params: ZTeamIdParams,
      response: { 200: ZTeamUser },
    },
    async (principal, request) => users.get(principal, request.params.id),
  );

  routes.put(
    '/api/users/:id',
    {
      operationId: 'updateUser',
      summary: 'Update a user (email is not editable); deactivating ends their sessions',
      params: ZTeamIdParams,
      body: ZUpdateUserBody,
      response: { 200: ZTeamUser },
      errors: [409],
    },
    async (principal, request) => users.update(principal, request.params.id, request.body),
  );

  routes.get(
    '/api/features-can-access/advertiser/:advertiser_id',
    {
      operationId: 'featuresCanAccess',
      summary: 'The features (areas and granted actions) the caller can access in its own advertiser',
      params: ZFeaturesParams,
      response: { 200: ZFeaturesResponse },
    },
    async (principal, request) => roles.features(principal, request.params.advertiser_id),
  );
}
