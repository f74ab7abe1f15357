import { ZServedAd, ZServeQuery } from '@adportal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OriginOf } from '../../lib/request-origin.ts';
import { AD_DOCUMENT_CSP, adDocument, EMPTY_DOCUMENT, PIXEL_GIF, TAG_SCRIPT } from './ad-markup.ts';
import type { DeliveryService, Visitor } from './delivery.service.ts';
import { demoPageCsp, publisherDemoPage } from './publisher-demo.ts';
import type { SiteTagsService } from './site-tags.service.ts';
import { slotRequestOf } from './slot-request.ts';
import { countryOf } from './visitor/country.ts';
import { type DemoVisitor, demoVisitorOf, demoVisitorQuery } from './visitor/demo-visitors.ts';

export interface ServeRoutesOptions {
  delivery: DeliveryService;
  siteTags: SiteTagsService;
  /** The address publishers' pages reach the ad server at (absolute links in the JSON answer, the demo page). */
  originOf: OriginOf;
  /** A proxy header with the visitor's country (COUNTRY_HEADER), when one is trusted. */
  countryHeader: string | undefined;
  /**
   * Outside production only: the demo page's synthetic visitors (`visitor=TH`, visitor/demo-visitors.ts). When
   * false the parameter is never read, so nobody can choose their address or country.
   */
  demoVisitors: boolean;
}

const ZToken = z.strictObject({ token: z.string().max(200) });

/** A browser's speculative fetch: never counted, never charged (the real navigation comes later). */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? request.headers['x-moz'];
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

/** Publishers' pages embed these answers: they may be framed and loaded from any site. */
function crossSite(reply: FastifyReply): FastifyReply {
  reply.removeHeader('x-frame-options');
  return reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'no-store');
}

/**
 * The ad server's public routes (docs/delivery.md): the ad for a slot as an HTML document or JSON, the tag
 * script, the impression beacon and the click redirect. A bad or unknown tag gets an empty slot, never a 5xx;
 * request logs are off here (thousands a second), errors are still logged.
 */
export async function serveRoutes(app: FastifyInstance, options: ServeRoutesOptions) {
  const { delivery, siteTags, originOf, countryHeader } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const demoVisitor = (request: FastifyRequest): DemoVisitor | null =>
    options.demoVisitors ? demoVisitorOf(request.query) : null;
  const visitorOf = (request: FastifyRequest): Visitor => {
    const demo = demoVisitor(request);
    return {
      ip: demo?.ip ?? request.ip,
      userAgent: request.headers['user-agent'],
      country: demo?.country ?? countryOf(request, { trustedHeader: countryHeader }),
    };
  };
  // Read by hand, not by the route's contract: a malformed query (control characters included) is an empty
  // slot, never an error inside a publisher's page. The values only ever meet in-memory maps.
  const slotOf = (request: FastifyRequest) => {
    const query = ZServeQuery.safeParse(request.query);
    return query.success ? slotRequestOf(query.data, visitorOf(request).country) : null;
  };
  const quiet = { logLevel: 'warn' as const };

  routes.get(
    '/serve/ad',
    {
      ...quiet,
      schema: {
        operationId: 'serveAdDocument',
        tags: ['delivery'],
        summary:
          'The ad for one slot as a small HTML document (for an iframe); an empty document when none is eligible',
      },
    },
    async (request, reply) => {
      const slot = slotOf(request);
      const served = slot && request.method === 'GET' ? delivery.serve(slot) : null;
      return crossSite(reply)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', AD_DOCUMENT_CSP)
        .header('referrer-policy', 'origin')
        .send(served ? adDocument(served, demoVisitorQuery(demoVisitor(request))) : EMPTY_DOCUMENT);
    },
  );

  routes.get(
    '/serve/ad.json',
    {
      ...quiet,
      schema: {
        operationId: 'serveAdJson',
        tags: ['delivery'],
        summary: 'The ad for one slot as JSON, for programmatic callers; `ad` is null when none is eligible',
        response: { 200: ZServedAd },
      },
    },
    async (request, reply) => {
      const slot = slotOf(request);
      const served = slot && request.method === 'GET' ? delivery.serve(slot) : null;
      crossSite(reply).header('access-control-allow-origin', '*');
      if (!served) return { ad: null };
      const publicUrl = originOf(request);
      const linkQuery = demoVisitorQuery(demoVisitor(request));
      return {
        ad: {
          id: served.adId,
          type: served.type,
          width: served.width,
          height: served.height,
          image_url: `${publicUrl}${served.imagePath}`,
          alt: served.alt,
          click_url: `${publicUrl}/serve/click/${served.clickToken}${linkQuery}`,
          impression_url: `${publicUrl}/serve/view/${served.viewToken}${linkQuery}`,
        },
      };
    },
  );

  routes.get(
    '/serve/tag.js',
    {
      ...quiet,
      schema: {
        operationId: 'serveTagScript',
        tags: ['delivery'],
        summary: 'The script variant of the ad tag',
      },
    },
    async (_request, reply) => {
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=3600')
        .send(TAG_SCRIPT);
    },
  );

  routes.get(
    '/serve/view/:token',
    {
      ...quiet,
      schema: {
        operationId: 'trackImpression',
        tags: ['delivery'],
        summary:
          'The impression beacon (a 1×1 GIF); counted once per served impression, never for bots or prefetches',
        params: ZToken,
      },
    },
    async (request, reply) => {
      if (request.method === 'GET' && !isPrefetch(request))
        delivery.view(request.params.token, visitorOf(request));
      return crossSite(reply).type('image/gif').send(PIXEL_GIF);
    },
  );

  routes.get(
    '/serve/click/:token',
    {
      ...quiet,
      schema: {
        operationId: 'trackClick',
        tags: ['delivery'],
        summary:
          "A click: recorded (charged or void) once durable, then a redirect to the ad's stored URL; a forged link is refused",
        params: ZToken,
      },
    },
    async (request, reply) => {
      crossSite(reply);
      if (request.method !== 'GET' || isPrefetch(request)) return reply.code(204).send();
      const { redirectUrl } = await delivery.click(request.params.token, visitorOf(request));
      if (!redirectUrl) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('content-security-policy', AD_DOCUMENT_CSP)
          .send(EMPTY_DOCUMENT);
      }
      return reply.header('referrer-policy', 'origin').redirect(redirectUrl, 302);
    },
  );

  routes.get(
    '/serve/demo/:siteKey',
    {
      schema: {
        operationId: 'publisherDemoPage',
        tags: ['delivery'],
        summary: "A sample article of a publisher website carrying that website's live ad tags",
        params: z.strictObject({ siteKey: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const site = await siteTags.demoSite(request.params.siteKey);
      const origin = originOf(request);
      reply.type('text/html; charset=utf-8').header('content-security-policy', demoPageCsp(origin));
      if (!site) return reply.code(404).send(EMPTY_DOCUMENT);
      const page = publisherDemoPage(site, {
        origin,
        demoVisitors: { enabled: options.demoVisitors, current: demoVisitor(request) },
      });
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
}
