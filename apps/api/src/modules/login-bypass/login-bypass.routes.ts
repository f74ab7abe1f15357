import { ZSessionGrant, ZUseLoginBypassBody } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { LoginBypassService } from './login-bypass.service.ts';

/** Signing in with an operator's one-time link (operators make them: ops-login-bypass.routes.ts). */
export async function loginBypassRoutes(
  app: FastifyInstance,
  { loginBypass }: { loginBypass: LoginBypassService },
) {
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
