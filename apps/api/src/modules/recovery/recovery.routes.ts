import {
  ZErrorResponse,
  ZForgotPasswordBody,
  ZForgotPasswordResponse,
  ZOpsUserParams,
  ZPasswordChangeRequested,
  ZPasswordSetResponse,
  ZRecoveryLinkInfo,
  ZRecoveryTokenParams,
  ZSetPasswordBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { RecoveryPurpose } from './recovery.service.ts';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };

/** The reset link (the user asked) and the change-password link (an operator asked) share one shape. */
const LINKS: { purpose: RecoveryPurpose; path: string; name: string; what: string }[] = [
  { purpose: 'password_reset', path: 'reset-password', name: 'ResetPassword', what: 'password reset' },
  { purpose: 'password_change', path: 'change-password', name: 'ChangePassword', what: 'change-password' },
];

export async function recoveryRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/forgot-password',
    {
      schema: {
        operationId: 'forgotPassword',
        tags: ['recovery'],
        summary: 'Email a single-use password reset link (30 minutes)',
        description:
          'Always 202 with the same body, whether or not the email belongs to an account, and in comparable ' +
          'time. Rate limited per email and per IP; past the limit, 429 with Retry-After.',
        body: ZForgotPasswordBody,
        response: { 202: ZForgotPasswordResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await services.recovery.forgotPassword(
        request.body.email,
        { ip: request.ip },
        request.log,
      );
      return reply.code(202).send(answer);
    },
  );

  for (const link of LINKS) {
    api.get(
      `/api/auth/${link.path}/:token`,
      {
        schema: {
          operationId: `get${link.name}Link`,
          tags: ['recovery'],
          summary: `Check a ${link.what} link: its masked email, or 404 when unknown, used or expired`,
          params: ZRecoveryTokenParams,
          response: { 200: ZRecoveryLinkInfo, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) => services.recovery.linkInfo(request.params.token, link.purpose, { ip: request.ip }),
    );

    api.post(
      `/api/auth/${link.path}/:token`,
      {
        schema: {
          operationId: link.name.charAt(0).toLowerCase() + link.name.slice(1),
          tags: ['recovery'],
          summary: `Set a new password through a ${link.what} link`,
          description:
            'Uses the link up (a second use is 404), ends every session of the account and voids its other ' +
            'reset and change-password links.',
          params: ZRecoveryTokenParams,
          body: ZSetPasswordBody,
          response: { 200: ZPasswordSetResponse, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) =>
        services.recovery.setPassword(request.params.token, link.purpose, request.body.password, {
          ip: request.ip,
        }),
    );
  }

  api.post(
    '/api/ops/users/:id/request-password-change',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'requestPasswordChange',
        tags: ['ops'],
        summary:
          'Ask an advertiser user to choose a new password: emails a change-password link (30 minutes)',
        description: "Platform operators with update on 'OpsAdvertiser'. Recorded in the action log.",
        security: [{ bearer: [] }],
        params: ZOpsUserParams,
        response: {
          202: ZPasswordChangeRequested,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          503: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await services.recovery.requestPasswordChange(principalOf(request), request.params.id);
      return reply.code(202).send(answer);
    },
  );
}
