import {
  ZErrorResponse,
  ZOpportunityList,
  ZPlan,
  ZPlannerTargetPage,
  ZPlannerTargetsQuery,
  ZPlanQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const security = [{ bearer: [] }];

export async function plannerRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  api.get(
    '/api/planner/targets',
    {
      ...auth,
      schema: {
        operationId: 'listPlannerTargets',
        tags: ['planner'],
        summary:
          'Keywords or websites with their default minimum, competition and advice price for an ad type',
        security,
        querystring: ZPlannerTargetsQuery,
        response: { 200: ZPlannerTargetPage, ...errors },
      },
    },
    async (request) => services.planner.targets(principalOf(request), request.query),
  );

  api.get(
    '/api/planner/plan',
    {
      ...auth,
      schema: {
        operationId: 'planTarget',
        tags: ['planner'],
        summary: 'Estimated clicks or impressions, advice bid, competing bids and cost for a budget',
        security,
        querystring: ZPlanQuery,
        response: { 200: ZPlan, ...errors },
      },
    },
    async (request) => services.planner.plan(principalOf(request), request.query),
  );

  api.get(
    '/api/advertisements/opportunities',
    {
      ...auth,
      schema: {
        operationId: 'listAdOpportunities',
        tags: ['planner'],
        summary: 'The ads helper: why each ad is not competing and the one-click fix',
        security,
        response: { 200: ZOpportunityList, ...errors },
      },
    },
    async (request) => services.planner.opportunities(principalOf(request)),
  );
}
