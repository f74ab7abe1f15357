import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OriginOf } from './lib/request-origin.ts';
import type { AdImagesService } from './modules/advertisements/ad-images.service.ts';
import { serveAdImageRoutes } from './modules/advertisements/serve-ad-image.routes.ts';
import type { DeliveryService } from './modules/delivery/delivery.service.ts';
import { serveRoutes } from './modules/delivery/serve.routes.ts';
import { serveHeaders } from './modules/delivery/serve-headers.ts';
import type { SiteTagsService } from './modules/delivery/site-tags.service.ts';
import { codeForStatus, sendError } from './plugins/errors.ts';

export interface AdServerOptions {
  delivery: DeliveryService;
  siteTags: SiteTagsService;
  adImages: Pick<AdImagesService, 'fileByDigest'>;
  originOf: OriginOf;
  countryHeader: string | undefined;
  production: boolean;
}

/** Accepts what it is given: the ad server's schemas describe its routes for OpenAPI and never run. */
const describedOnly = () => () => true;
const stringified = () => (data: unknown) => JSON.stringify(data);

/**
 * The ad server's routes (`/serve/*`, docs/delivery.md) in a context of their own, a sibling of the portal's
 * (ADR 29): none of the portal's hooks run for them — no helmet, cookies, request-id header, zod validation
 * or serialisation, authentication. Each route reads its input by hand and answers pre-built strings with the
 * headers it needs (serve-headers.ts). What they share with the portal is the root's: the logger (errors logged,
 * tokens redacted), trustProxy, the request timing for /metrics, the OpenAPI description.
 */
export async function adServer(app: FastifyInstance, options: AdServerOptions) {
  const headers = serveHeaders(options.production);
  app.setValidatorCompiler(describedOnly);
  app.setSerializerCompiler(stringified);
  const answerError = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    sendError(request, reply.headers(headers.error), codeForStatus(status), { status });
  // A failure no route answered itself: the error shape, never a stack.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    answerError(request, reply, status);
  });

  await app.register(serveRoutes, {
    delivery: options.delivery,
    siteTags: options.siteTags,
    originOf: options.originOf,
    countryHeader: options.countryHeader,
    demoVisitors: !options.production,
    headers,
  });
  await app.register(serveAdImageRoutes, { adImages: options.adImages, headers: headers.always });
  // Any other path under /serve/ is a JSON 404 like an unknown /api/ path, never the web app's page. GET and
  // HEAD would otherwise reach the web app's wildcard route for its static files (and its not-found handler):
  // these routes are more specific. Other methods find no route and reach the not-found handler of the prefix.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    answerError(request, reply, 404);
  };
  const unlisted = { logLevel: 'warn' as const, schema: { hide: true } };
  app.get('/serve', unlisted, notFound);
  app.get('/serve/*', unlisted, notFound);
  await app.register(async (serve) => serve.setNotFoundHandler(notFound), { prefix: '/serve' });
}
