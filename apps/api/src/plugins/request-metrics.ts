import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from '../lib/metrics.ts';

/**
 * Times every answer for /metrics by method, route pattern and status. The route is the pattern Fastify matched
 * (`/serve/click/:token`), never the URL, so no id or token becomes a label; a request no route matched is
 * `unmatched`.
 */
export const requestMetricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: AppMetrics }) => {
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
});
