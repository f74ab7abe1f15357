// The server of bench/metrics-cost.ts: a bare Fastify route, with the API's request timing (the /metrics
// `onResponse` hook, apps/api/src/plugins/request-metrics.ts) when METRICS=true — nothing else differs.
import Fastify from 'fastify';
import { AppMetrics } from '../apps/api/src/lib/metrics.ts';
import { requestMetricsPlugin } from '../apps/api/src/plugins/request-metrics.ts';

const app = Fastify({ logger: false, routerOptions: { maxParamLength: 200 } });
const metrics = new AppMetrics();
if (process.env.METRICS === 'true') await app.register(requestMetricsPlugin, { metrics });
app.get('/api/health', async () => ({ status: 'ok' }));
// A route with a parameter: its label is the pattern, whatever the id.
app.get('/api/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
app.get('/metrics', async (_request, reply) => {
  const { contentType, body } = await metrics.scrape();
  return reply.header('content-type', contentType).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3298) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
