import {
  ZAdIdParams,
  ZAdPage,
  ZAdStatusLogList,
  ZAdvertisement,
  ZErrorResponse,
  ZModerateAdBody,
  ZOpsAdsQuery,
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
const security = [{ bearer: [] }];

/** Operators' review of ads (area OpsReview). */
export async function opsAdvertisementsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  api.get(
    '/api/ops/advertisements',
    {
      ...auth,
      schema: {
        operationId: 'listAllAdvertisements',
        tags: ['ops'],
        summary: "Every advertiser's ads; status pending is the review queue (oldest first)",
        security,
        querystring: ZOpsAdsQuery,
        response: { 200: ZAdPage, ...errors },
      },
    },
    async (request) => services.adModeration.list(principalOf(request), request.query),
  );

  api.post(
    '/api/ops/advertisements/:id/moderate',
    {
      ...auth,
      schema: {
        operationId: 'moderateAdvertisement',
        tags: ['ops'],
        summary:
          'Approve or reject a pending ad, ban an approved one, unban a banned one (reject and ban need a reason)',
        security,
        params: ZAdIdParams,
        body: ZModerateAdBody,
        response: { 200: ZAdvertisement, ...errors },
      },
    },
    async (request) => services.adModeration.moderate(principalOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/ops/advertisements/:id/status-logs',
    {
      ...auth,
      schema: {
        operationId: 'listAnyAdvertisementStatusLogs',
        tags: ['ops'],
        summary: "An ad's status changes",
        security,
        params: ZAdIdParams,
        response: { 200: ZAdStatusLogList, ...errors },
      },
    },
    async (request) => services.adModeration.statusLogs(principalOf(request), request.params.id, 'all'),
  );
}
