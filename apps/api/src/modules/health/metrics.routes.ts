import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import { bearerMatches, type MetricsAccess } from './metrics-access.ts';

/**
 * `/metrics` on the app's port (metrics-access.ts says when): Prometheus text, outside the JSON API and its
 * OpenAPI description (a scrape target, not an API). With a token, a request without it is 401; where the app's
 * port serves no metrics (METRICS_PORT, or production without a token) it is 404, not the web app's page.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, access }: { metrics: AppMetrics; access: Pick<MetricsAccess, 'appPort' | 'token'> },
) {
  const { token } = access;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!access.appPort) throw new AppError('NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED');
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
