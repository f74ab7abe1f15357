import { ZAdCatalogue } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** What an ad can use, for advertisers (operators edit the catalogue: ops-catalogue.routes.ts). */
export async function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }) {
  authenticatedRoutes(app, { tags: ['advertisements'], errors: [404, 409, 422] }).get(
    '/api/ad-catalogue',
    {
      operationId: 'getAdCatalogue',
      summary: 'The active ad sizes, categories and countries an ad can use',
      response: { 200: ZAdCatalogue },
    },
    async (principal) => catalogue.forAds(principal),
  );
}
