import {
  ZCreateLoginBypassBody,
  ZLoginBypassLink,
  ZSessionGrant,
  ZUseLoginBypassBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { LoginBypassService } from './login-bypass.service.ts';

export async function loginBypassRoutes(
  app: FastifyInstance,
  { loginBypass }: { loginBypass: LoginBypassService },
) {
  authenticatedRoutes(app, { tags: ['operators'], errors: [404, 422, 429] }).post(
    '/api/ops/login-bypass',
    {
      operationId: 'createLoginBypassLink',
      summary: 'Create a one-time, 10-minute sign-in link for an advertiser user (impersonation)',
      body: ZCreateLoginBypassBody,
      response: { 201: ZLoginBypassLink },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await loginBypass.createFor(principal, request.body.email)),
  );

  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();
  publicRoutes.post(
    '/api/auth/login-bypass',
    {
      schema: {
        operationId: 'useLoginBypassLink',
        tags: ['auth'],
        summary: 'Sign in with a login-by-token link; the session is marked impersonated',
        body: ZUseLoginBypassBody,
        response: { 200: ZSessionGrant, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) =>
      loginBypass.use(request.body.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
}
