import { ZSearchQuery, ZSearchResults } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/request-language.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { SearchService } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  const routes = authenticatedRoutes(app, { tags: ['search'], errors: [422] });

  routes.get(
    '/api/search',
    {
      operationId: 'search',
      limit: 'search',
      summary:
        "The layout's search bar: up to 5 of the caller's ads, deposits and help articles each, the best match first; a section the caller may not read is empty",
      querystring: ZSearchQuery,
      response: { 200: ZSearchResults },
    },
    async (principal, request) =>
      search.search(principal, requestLanguage(request.headers['accept-language']), request.query.q),
  );
}
