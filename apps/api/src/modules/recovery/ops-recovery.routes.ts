import { ZOpsUserParams, ZPasswordChangeRequested } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { RecoveryService } from './recovery.service.ts';

/** Operators ask an advertiser user to choose a new password (the link itself: recovery.routes.ts). */
export async function opsRecoveryRoutes(app: FastifyInstance, { recovery }: { recovery: RecoveryService }) {
  authenticatedRoutes(app, { tags: ['ops'], errors: [400, 404, 409, 422, 429, 503] }).post(
    '/api/ops/users/:id/request-password-change',
    {
      operationId: 'requestPasswordChange',
      summary: 'Ask an advertiser user to choose a new password: emails a change-password link (30 minutes)',
      description: "Platform operators with update on 'OpsAdvertiser'. Recorded in the action log.",
      params: ZOpsUserParams,
      response: { 202: ZPasswordChangeRequested },
    },
    async (principal, request, reply) => {
      const answer = await recovery.requestPasswordChange(principal, request.params.id);
      return reply.code(202).send(answer);
    },
  );
}
