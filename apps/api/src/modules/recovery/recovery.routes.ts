import {
  ZForgotPasswordBody,
  ZForgotPasswordResponse,
  ZPasswordSetResponse,
  ZRecoveryLinkInfo,
  ZRecoveryTokenParams,
  ZSetPasswordBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { RecoveryPurpose, RecoveryService } from './recovery.service.ts';

/** What the public recovery routes can answer besides their success (a used or unknown link adds 404). */
const errors = errorResponses(400, 403, 422, 429);

/** The reset link (the user asked) and the change-password link (an operator asked) share one shape. */
const LINKS: { purpose: RecoveryPurpose; path: string; name: string; what: string }[] = [
  { purpose: 'password_reset', path: 'reset-password', name: 'ResetPassword', what: 'password reset' },
  { purpose: 'password_change', path: 'change-password', name: 'ChangePassword', what: 'change-password' },
];

export async function recoveryRoutes(app: FastifyInstance, { recovery }: { recovery: RecoveryService }) {
  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();

  publicRoutes.post(
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
      const answer = await recovery.forgotPassword(request.body.email, { ip: request.ip }, request.log);
      return reply.code(202).send(answer);
    },
  );

  for (const link of LINKS) {
    publicRoutes.get(
      `/api/auth/${link.path}/:token`,
      {
        schema: {
          operationId: `get${link.name}Link`,
          tags: ['recovery'],
          summary: `Check a ${link.what} link: its masked email, or 404 when unknown, used or expired`,
          params: ZRecoveryTokenParams,
          response: { 200: ZRecoveryLinkInfo, ...errorResponses(404), ...errors },
        },
      },
      async (request) => recovery.linkInfo(request.params.token, link.purpose, { ip: request.ip }),
    );

    publicRoutes.post(
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
          response: { 200: ZPasswordSetResponse, ...errorResponses(404), ...errors },
        },
      },
      async (request) =>
        recovery.setPassword(request.params.token, link.purpose, request.body.password, {
          ip: request.ip,
        }),
    );
  }
}
