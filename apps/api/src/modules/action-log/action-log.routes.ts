import { ZActionLogPage, ZActionLogQuery } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { ActionLogService } from './action-log.service.ts';

export async function actionLogRoutes(app: FastifyInstance, { actionLog }: { actionLog: ActionLogService }) {
  authenticatedRoutes(app, { tags: ['action log'], errors: [422] }).get(
    '/api/action-logs',
    {
      operationId: 'listActionLogs',
      summary: "Every create, update and delete in the caller's advertiser account, newest first",
      querystring: ZActionLogQuery,
      response: { 200: ZActionLogPage },
    },
    async (principal, request) => actionLog.list(principal, request.query),
  );
}
