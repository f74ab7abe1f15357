import { ZCreateLoginBypassBody, ZLoginBypassLink } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { LoginBypassService } from './login-bypass.service.ts';

/** Operators' one-time sign-in links (impersonation). */
export async function opsLoginBypassRoutes(
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
}
