import {
  ZOpportunityList,
  ZPlan,
  ZPlannerTargetPage,
  ZPlannerTargetsQuery,
  ZPlanQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { PlannerService } from './planner.service.ts';

export async function plannerRoutes(app: FastifyInstance, { planner }: { planner: PlannerService }) {
  const routes = authenticatedRoutes(app, { tags: ['planner'], errors: [404, 422] });

  routes.get(
    '/api/planner/targets',
    {
      operationId: 'listPlannerTargets',
      summary: 'Keywords or websites with their default minimum, competition and advice price for an ad type',
      querystring: ZPlannerTargetsQuery,
      response: { 200: ZPlannerTargetPage },
    },
    async (principal, request) => planner.targets(principal, request.query),
  );

  routes.get(
    '/api/planner/plan',
    {
      operationId: 'planTarget',
      summary: 'Estimated clicks or impressions, advice bid, competing bids and cost for a budget',
      querystring: ZPlanQuery,
      response: { 200: ZPlan },
    },
    async (principal, request) => planner.plan(principal, request.query),
  );

  routes.get(
    '/api/advertisements/opportunities',
    {
      operationId: 'listAdOpportunities',
      summary: 'The ads helper: why each ad is not competing and the one-click fix',
      response: { 200: ZOpportunityList },
    },
    async (principal) => planner.opportunities(principal),
  );
}
