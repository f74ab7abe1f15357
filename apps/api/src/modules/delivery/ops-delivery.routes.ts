import {
  ZAdClick,
  ZAdClickPage,
  ZAdClicksQuery,
  ZAdIdParams,
  ZCatalogueIdParams,
  ZClickIdParams,
  ZSiteTag,
  ZSiteTagQuery,
  ZVoidClickBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { OriginOf } from '../../lib/request-origin.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { ClicksService } from './clicks.service.ts';
import type { SiteTagsService } from './site-tags.service.ts';

/** Delivery for operators: an ad's clicks with whole IPs, hand voids, publishers' ad tags. */
export async function opsDeliveryRoutes(
  app: FastifyInstance,
  { clicks, siteTags, originOf }: { clicks: ClicksService; siteTags: SiteTagsService; originOf: OriginOf },
) {
  const routes = authenticatedRoutes(app, { tags: ['delivery'], errors: [404, 422] });
  routes.get(
    '/api/ops/advertisements/:id/clicks',
    {
      operationId: 'listOpsAdvertisementClicks',
      summary: "An ad's clicks for operators (whole IPs)",
      params: ZAdIdParams,
      querystring: ZAdClicksQuery,
      response: { 200: ZAdClickPage },
    },
    async (principal, request) => clicks.opsAdClicks(principal, request.params.id, request.query),
  );
  routes.post(
    '/api/ops/clicks/:id/void',
    {
      operationId: 'voidClick',
      summary: 'Voids a click by hand with a reason: its spend is never booked, or credited back once booked',
      params: ZClickIdParams,
      body: ZVoidClickBody,
      response: { 200: ZAdClick },
      errors: [409],
    },
    async (principal, request) => clicks.voidClick(principal, request.params.id, request.body),
  );
  routes.get(
    '/api/ops/websites/:id/tag',
    {
      operationId: 'getWebsiteAdTag',
      summary: "A publisher website's ad tag for one slot size and the page's keywords (iframe and script)",
      params: ZCatalogueIdParams,
      querystring: ZSiteTagQuery,
      response: { 200: ZSiteTag },
    },
    async (principal, request) =>
      siteTags.tag(principal, request.params.id, request.query, originOf(request)),
  );
}
