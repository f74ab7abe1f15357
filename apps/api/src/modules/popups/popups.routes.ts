import {
  ZNoContent,
  ZPopupDetail,
  ZPopupIdParams,
  ZPopupPageAnswer,
  ZPopupPageQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { PopupsService } from './popups.service.ts';

/** The spec's popup calls (§7) under /api, and the public detail of one popup. */
export async function popupsRoutes(app: FastifyInstance, { popups }: { popups: PopupsService }) {
  const routes = authenticatedRoutes(app, { tags: ['popups'], errors: [404, 422] });

  routes.get(
    '/api/popup/page',
    {
      operationId: 'listPagePopups',
      summary:
        'The popups of an app page for the caller (spec §7): status, data (first of the stack first), domain, system_url',
      description:
        'page is the web route name ([a-z0-9-], at most 64): an unknown one gets the popups shown on every page. Active popups within their period, for the caller’s audience, not dismissed by the caller; each one answered counts as seen by the caller.',
      querystring: ZPopupPageQuery,
      response: { 200: ZPopupPageAnswer },
    },
    async (principal, request) => popups.forPage(principal, request.query.page),
  );

  routes.post(
    '/api/popup/do-not-show-again/:id',
    {
      operationId: 'dismissPopup',
      summary: "'Do not show this popup again' (no body; 204, also when already recorded)",
      description:
        '404 for an unknown popup, one for another audience, or one that does not offer the choice.',
      params: ZPopupIdParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await popups.doNotShowAgain(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/popup/detail/:id',
    {
      schema: {
        operationId: 'getPopupDetail',
        tags: ['popups'],
        summary: 'One popup’s content for /popup/detail/{id} (public): topic, image, date, text',
        description: '404 when the popup is unknown, inactive or not started yet.',
        params: ZPopupIdParams,
        response: { 200: ZPopupDetail, ...errorResponses(404, 422) },
      },
    },
    async (request) => popups.detail(request.params.id),
  );
}
