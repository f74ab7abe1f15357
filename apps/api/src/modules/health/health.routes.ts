import { ZHealthResponse, ZLivenessResponse, ZReadinessResponse } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ReadinessProbes, readiness } from './readiness.ts';

/** Public routes (no caller): a load balancer's and an orchestrator's probes. */
export async function healthRoutes(app: FastifyInstance, { probes }: { probes: ReadinessProbes }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      schema: {
        operationId: 'health',
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const databaseUp = await probes.ping();
      return reply.code(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'ok' : 'down',
        uptime_s: Math.round(process.uptime()),
      });
    },
  );
  routes.get(
    '/api/health/live',
    {
      schema: {
        operationId: 'healthLive',
        tags: ['system'],
        summary: 'Liveness: the process answers (the database is not asked)',
        description:
          'For a liveness probe: 200 while the process runs its event loop. A database outage does not make it fail, so an orchestrator restarts no healthy process for it.',
        response: { 200: ZLivenessResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }),
  );
  routes.get(
    '/api/health/ready',
    {
      schema: {
        operationId: 'healthReady',
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, ad server index loaded',
        description:
          'For a load balancer or readiness probe: 200 when this process can serve; 503 with `failed` naming each check that did not pass (`database` down, `migrations` pending or unknown, `delivery_index` still loading). A process shutting down answers 503 too.',
        response: { 200: ZReadinessResponse, 503: ZReadinessResponse },
      },
    },
    async (_request, reply) => {
      const report = await readiness(probes);
      return reply.code(report.status === 'ready' ? 200 : 503).send(report);
    },
  );
}
