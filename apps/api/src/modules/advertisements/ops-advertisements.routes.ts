import {
  ZAdIdParams,
  ZAdPage,
  ZAdStatusLogList,
  ZAdvertisement,
  ZModerateAdBody,
  ZOpsAdsQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AdModerationService } from './ad-moderation.service.ts';

/** Operators' review of ads (area OpsReview). */
export async function opsAdvertisementsRoutes(
  app: FastifyInstance,
  { moderation }: { moderation: AdModerationService },
) {
  const routes = authenticatedRoutes(app, { tags: ['ops'], errors: [404, 409, 422] });

  routes.get(
    '/api/ops/advertisements',
    {
      operationId: 'listAllAdvertisements',
      summary: "Every advertiser's ads; status pending is the review queue (oldest first)",
      querystring: ZOpsAdsQuery,
      response: { 200: ZAdPage },
    },
    async (principal, request) => moderation.list(principal, request.query),
  );

  routes.post(
    '/api/ops/advertisements/:id/moderate',
    {
      operationId: 'moderateAdvertisement',
      summary:
        'Approve or reject a pending ad, ban an approved one, unban a banned one (reject and ban need a reason)',
      params: ZAdIdParams,
      body: ZModerateAdBody,
      response: { 200: ZAdvertisement },
    },
    async (principal, request) => moderation.moderate(principal, request.params.id, request.body),
  );

  routes.get(
    '/api/ops/advertisements/:id/status-logs',
    {
      operationId: 'listAnyAdvertisementStatusLogs',
      summary: "An ad's status changes",
      params: ZAdIdParams,
      response: { 200: ZAdStatusLogList },
    },
    async (principal, request) => moderation.statusLogs(principal, request.params.id, 'all'),
  );
}
