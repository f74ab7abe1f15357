import {
  ZCreateLoginBypassBody,
  ZErrorResponse,
  ZLoginBypassLink,
  ZSessionGrant,
  ZUseLoginBypassBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};

export async function loginBypassRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/ops/login-bypass',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'createLoginBypassLink',
        tags: ['operators'],
        summary: 'Create a one-time, 10-minute sign-in link for an advertiser user (impersonation)',
        security: [{ bearer: [] }],
        body: ZCreateLoginBypassBody,
        response: { 201: ZLoginBypassLink, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.loginBypass.createFor(principalOf(request), request.body.email)),
  );

  api.post(
    '/api/auth/login-bypass',
    {
      schema: {
        operationId: 'useLoginBypassLink',
        tags: ['auth'],
        summary: 'Sign in with a login-by-token link; the session is marked impersonated',
        body: ZUseLoginBypassBody,
        response: { 200: ZSessionGrant, ...errors },
      },
    },
    async (request) =>
      services.loginBypass.use(request.body.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
}
