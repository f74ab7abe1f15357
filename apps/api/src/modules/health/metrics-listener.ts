import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from '../../lib/metrics.ts';
import { bearerMatches } from './metrics-access.ts';

/**
 * METRICS_PORT: a second listener that serves `GET /metrics` and nothing else (404), so the metrics can stay on
 * an address only the monitoring network reaches. It asks for the bearer token too when METRICS_TOKEN is set.
 */
export async function startMetricsListener(options: {
  /** The app's metrics, or a cluster primary's aggregate of its workers'. */
  metrics: Pick<AppMetrics, 'scrape'>;
  port: number;
  host: string;
  token: string | undefined;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!bearerMatches(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n');
      return;
    }
    options.metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
