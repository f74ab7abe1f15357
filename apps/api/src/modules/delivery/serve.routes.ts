import { ZErrorResponse, ZServedAd, ZServeQuery } from '@adportal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OriginOf } from '../../lib/request-origin.ts';
import { adJson, NO_AD_JSON } from './ad-json.ts';
import { adDocument, EMPTY_DOCUMENT, PIXEL_GIF, TAG_SCRIPT } from './ad-markup.ts';
import type { DeliveryService, Visitor } from './delivery.service.ts';
import { demoPageCsp, publisherDemoPage } from './publisher-demo.ts';
import type { ServeHeaders } from './serve-headers.ts';
import type { SiteTagsService } from './site-tags.service.ts';
import { serveQueryOf, slotRequestOf } from './slot-request.ts';
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
  /** Each answer's headers (serve-headers.ts): these routes run without the portal's hooks. */
  headers: ServeHeaders;
}

/** A browser's speculative fetch: never counted, never charged (the real navigation comes later). */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? request.headers['x-moz'];
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

/** The router hands a path parameter as text; only its name is typed here (nothing validates it). */
const pathParameter = (request: FastifyRequest, name: string): string =>
  (request.params as Record<string, string>)[name] ?? '';

/** A site key as the catalogue makes them (32 hex digits; test fixtures use other plain words). */
const SITE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** OpenAPI only (nothing validates or serialises through these): what each answer is. */
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZServedAd } },
});
const gif = (description: string) => ({
  description,
  content: { 'image/gif': { schema: z.string().meta({ format: 'binary' }) } },
});
const noBody = (description: string) => z.undefined().describe(description);
/** A token longer than the router's 200 characters (app.ts) reaches no route: the ad server's JSON 404. */
const OVERLONG_TOKEN = 'a token longer than 200 characters (no route: the JSON not-found answer)';
const LOGGED_FAILURE = 'A failure inside the server (logged):';
const ZToken = z.strictObject({ token: z.string().max(200) });

/**
 * The ad server's public routes (docs/delivery.md): the ad for a slot as an HTML document or JSON, the tag
 * script, the impression beacon, the click redirect and the publisher demo page. They run in the ad server's
 * lean context (ad-server.ts, ADR 29): their input is read by hand and their answers are built as strings, so
 * the schemas below only describe them (OpenAPI). A bad or unknown tag gets an empty slot, never a 5xx; a
 * failure inside a publisher's page is the route's neutral answer (an empty slot, the pixel) with a 500, logged.
 * Request logs are off here (thousands a second), errors are still logged.
 */
export async function serveRoutes(app: FastifyInstance, options: ServeRoutesOptions) {
  const { delivery, siteTags, originOf, countryHeader, headers } = options;
  const demoVisitor = (request: FastifyRequest): DemoVisitor | null =>
    options.demoVisitors ? demoVisitorOf(request.query) : null;
  const visitorOf = (request: FastifyRequest, demo: DemoVisitor | null): Visitor => ({
    ip: demo?.ip ?? request.ip,
    userAgent: request.headers['user-agent'],
    country: demo?.country ?? countryOf(request, { trustedHeader: countryHeader }),
  });
  // A malformed query (a repeated or overlong parameter, control characters) is an empty slot, never an error
  // inside a publisher's page. The values only ever meet in-memory maps. HEAD asks for no decision.
  const served = (request: FastifyRequest, demo: DemoVisitor | null) => {
    if (request.method !== 'GET') return null;
    const query = serveQueryOf(request.query);
    const slot = query && slotRequestOf(query, visitorOf(request, demo).country);
    return slot ? delivery.serve(slot) : null;
  };
  // These handlers and answers send and return nothing: Fastify sends whatever a plain function returns.
  const failingWith =
    (answer: (reply: FastifyReply) => void) =>
    (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      request.log.error({ err: error }, 'unhandled error');
      answer(reply.code(500));
    };
  const emptySlot = (reply: FastifyReply) => {
    reply.headers(headers.document).send(EMPTY_DOCUMENT);
  };
  const noAd = (reply: FastifyReply) => {
    reply.headers(headers.json).send(NO_AD_JSON);
  };
  const pixel = (reply: FastifyReply) => {
    reply.headers(headers.pixel).send(PIXEL_GIF);
  };
  const quiet = { logLevel: 'warn' as const };

  app.get(
    '/serve/ad',
    {
      ...quiet,
      errorHandler: failingWith(emptySlot),
      schema: {
        operationId: 'serveAdDocument',
        tags: ['delivery'],
        summary:
          'The ad for one slot as a small HTML document (for an iframe); an empty document when none is eligible',
        querystring: ZServeQuery,
        response: {
          200: html('The ad document, or an empty one (never an error page inside the slot)'),
          500: html(`${LOGGED_FAILURE} the empty document`),
        },
      },
    },
    (request, reply) => {
      const demo = demoVisitor(request);
      const ad = served(request, demo);
      if (!ad) return emptySlot(reply);
      reply.headers(headers.document).send(adDocument(ad, demoVisitorQuery(demo)));
    },
  );

  app.get(
    '/serve/ad.json',
    {
      ...quiet,
      errorHandler: failingWith(noAd),
      schema: {
        operationId: 'serveAdJson',
        tags: ['delivery'],
        summary: 'The ad for one slot as JSON, for programmatic callers; `ad` is null when none is eligible',
        querystring: ZServeQuery,
        response: {
          200: json('The decision: the ad, or `{"ad":null}` when none is eligible'),
          500: json(`${LOGGED_FAILURE} \`{"ad":null}\``),
        },
      },
    },
    (request, reply) => {
      const demo = demoVisitor(request);
      const ad = served(request, demo);
      if (!ad) return noAd(reply);
      reply.headers(headers.json).send(adJson(ad, originOf(request), demoVisitorQuery(demo)));
    },
  );

  app.get(
    '/serve/tag.js',
    {
      ...quiet,
      schema: {
        operationId: 'serveTagScript',
        tags: ['delivery'],
        summary: 'The script variant of the ad tag (cached an hour)',
        response: {
          200: {
            description: 'The script: it puts the iframe of /serve/ad where it stands',
            content: { 'text/javascript': { schema: z.string() } },
          },
        },
      },
    },
    (_request, reply) => {
      reply.headers(headers.script).send(TAG_SCRIPT);
    },
  );

  app.get(
    '/serve/view/:token',
    {
      ...quiet,
      errorHandler: failingWith(pixel),
      schema: {
        operationId: 'trackImpression',
        tags: ['delivery'],
        summary:
          'The impression beacon (a 1×1 GIF); counted once per served impression, never for bots or prefetches',
        params: ZToken,
        response: {
          200: gif('A 1×1 transparent GIF, whatever the token (valid, void or forged)'),
          404: {
            description: `Only for ${OVERLONG_TOKEN}`,
            content: { 'application/json': { schema: ZErrorResponse } },
          },
          500: gif(`${LOGGED_FAILURE} the same GIF`),
        },
      },
    },
    (request, reply) => {
      if (request.method === 'GET' && !isPrefetch(request)) {
        const demo = demoVisitor(request);
        const counted = delivery.view(pathParameter(request, 'token'), visitorOf(request, demo));
        // IMPRESSION_DURABILITY=per_request (ADR 28): the GIF once the impression is written, never sooner.
        if (counted instanceof Promise)
          return counted.then(
            () => pixel(reply),
            () => pixel(reply),
          );
      }
      pixel(reply);
    },
  );

  app.get(
    '/serve/click/:token',
    {
      ...quiet,
      schema: {
        operationId: 'trackClick',
        tags: ['delivery'],
        summary:
          "A click: recorded (charged or void) once durable, then a redirect to the ad's stored URL; a forged link is refused",
        params: ZToken,
        response: {
          204: noBody('A HEAD request or a prefetch: nothing recorded, no redirect'),
          302: noBody("To the ad's stored URL (Location)"),
          404: {
            description: `A forged or altered link, or a stored URL no answer can carry: an empty document; or ${OVERLONG_TOKEN}`,
            content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ZErrorResponse } },
          },
        },
      },
    },
    async (request, reply) => {
      if (request.method !== 'GET' || isPrefetch(request))
        return reply.headers(headers.redirect).code(204).send();
      const demo = demoVisitor(request);
      const { redirectUrl } = await delivery.click(pathParameter(request, 'token'), visitorOf(request, demo));
      if (!redirectUrl) return reply.code(404).headers(headers.emptyDocument).send(EMPTY_DOCUMENT);
      return reply.headers(headers.redirect).redirect(redirectUrl, 302);
    },
  );

  app.get(
    '/serve/demo/:siteKey',
    {
      schema: {
        operationId: 'publisherDemoPage',
        tags: ['delivery'],
        summary: "A sample article of a publisher website carrying that website's live ad tags",
        params: z.strictObject({ siteKey: z.string().max(64) }),
        response: {
          200: html('The demo page'),
          404: html('No website has this site key: an empty document'),
        },
      },
    },
    async (request, reply) => {
      const siteKey = pathParameter(request, 'siteKey');
      // Only a key's own characters reach the database (no control character, nothing overlong).
      const site = SITE_KEY.test(siteKey) ? await siteTags.demoSite(siteKey) : null;
      const origin = originOf(request);
      reply.headers(headers.demoPage).header('content-security-policy', demoPageCsp(origin));
      if (!site) return reply.code(404).send(EMPTY_DOCUMENT);
      const page = publisherDemoPage(site, {
        origin,
        demoVisitors: { enabled: options.demoVisitors, current: demoVisitor(request) },
      });
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
}
