import { ZAdClickPage, ZAdClicksQuery, ZAdDelivery, ZAdIdParams } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { ClicksService } from './clicks.service.ts';

/** What delivery bought, for advertisers (the operators' side: ops-delivery.routes.ts). */
export async function deliveryRoutes(app: FastifyInstance, { clicks }: { clicks: ClicksService }) {
  const routes = authenticatedRoutes(app, { tags: ['delivery'], errors: [404, 422] });
  routes.get(
    '/api/advertisements/:id/clicks',
    {
      operationId: 'listAdvertisementClicks',
      summary: "The ad's clicks, newest first (IP masked, device parsed, void reason)",
      params: ZAdIdParams,
      querystring: ZAdClicksQuery,
      response: { 200: ZAdClickPage },
    },
    async (principal, request) => clicks.adClicks(principal, request.params.id, request.query),
  );
  routes.get(
    '/api/advertisements/:id/delivery',
    {
      operationId: 'getAdvertisementDelivery',
      summary: "The ad's impressions, clicks, CTR, spend, average price and void share over the last 30 days",
      params: ZAdIdParams,
      response: { 200: ZAdDelivery },
    },
    async (principal, request) => clicks.adDelivery(principal, request.params.id),
  );
}
