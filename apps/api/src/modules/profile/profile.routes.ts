import {
  ZChangePasswordBody,
  ZErrorResponse,
  ZOkResponse,
  ZProfile,
  ZRevokedCount,
  ZSessionIdParams,
  ZSessionList,
  ZUpdateAdvertiserBody,
  ZUpdateProfileBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['profile'];
const security = [{ bearer: [] }];

export async function profileRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  api.get(
    '/api/profile',
    {
      ...guarded,
      schema: {
        operationId: 'getProfile',
        tags,
        security,
        summary: 'The signed-in user and their advertiser',
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => services.profile.get(principalOf(request)),
  );

  api.put(
    '/api/profile',
    {
      ...guarded,
      schema: {
        operationId: 'updateProfile',
        tags,
        security,
        summary: 'Update your name, phone and language',
        body: ZUpdateProfileBody,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => services.profile.update(principalOf(request), request.body),
  );

  api.put(
    '/api/profile/advertiser',
    {
      ...guarded,
      schema: {
        operationId: 'updateAdvertiserInformation',
        tags,
        security,
        summary: "Update the advertiser's company name, email and phone (needs update on Setting)",
        body: ZUpdateAdvertiserBody,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => services.profile.updateAdvertiser(principalOf(request), request.body),
  );

  api.put(
    '/api/profile/password',
    {
      ...guarded,
      schema: {
        operationId: 'changeOwnPassword',
        tags,
        security,
        summary: 'Change your password (current password needed); your other sessions are signed out',
        body: ZChangePasswordBody,
        response: { 200: ZRevokedCount, ...errors },
      },
    },
    async (request) => services.profile.changePassword(principalOf(request), request.body),
  );

  api.get(
    '/api/profile/sessions',
    {
      ...guarded,
      schema: {
        operationId: 'listOwnSessions',
        tags,
        security,
        summary: 'Your active sessions',
        response: { 200: ZSessionList, ...errors },
      },
    },
    async (request) => services.profile.listSessions(principalOf(request)),
  );

  api.delete(
    '/api/profile/sessions/:id',
    {
      ...guarded,
      schema: {
        operationId: 'revokeOwnSession',
        tags,
        security,
        summary: 'Sign out one of your other sessions',
        params: ZSessionIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await services.profile.revokeSession(principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/profile/sessions/revoke-others',
    {
      ...guarded,
      schema: {
        operationId: 'revokeOtherSessions',
        tags,
        security,
        summary: 'Sign out everywhere else',
        response: { 200: ZRevokedCount, ...errors },
      },
    },
    async (request) => services.profile.revokeOtherSessions(principalOf(request)),
  );
}
