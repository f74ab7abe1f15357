// WORKERS=2 as production runs it (the esbuild bundle by plain node, docs/scaling.md): two workers share the port,
// requests on fresh connections reach both, and one scrape — of the primary's METRICS_PORT or, with METRICS_TOKEN,
// of whichever worker the app's port hands it to — shows their counters summed and one process series per worker.
// A worker killed with SIGKILL is replaced; SIGTERM to the primary drains the workers and ends the cluster with 0. PostgreSQL only: the embedded database
// belongs to one process (config.ts refuses WORKERS > 1 without DATABASE_URL).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createMigratedPostgresDatabase, databaseUrl } from '../../test/database-templates.ts';
import { FIXTURE_WEB } from '../../test/helper.ts';
import { freePort } from '../../test/payment-fakes.ts';
import { ServerBundle } from '../../test/server-processes.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const bundle = new ServerBundle('cluster-test');

/** One GET on a connection of its own (no keep-alive), so the cluster hands each to the next worker. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The value of one series of a Prometheus text (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.skipIf(!adminUrl)('WORKERS=2 (node:cluster)', () => {
  let database = '';
  beforeAll(async () => {
    await bundle.build();
    database = await createMigratedPostgresDatabase(adminUrl!, 'adportal_cluster');
  }, 300_000);
  afterAll(async () => {
    // Every cluster started here is stopped whatever happened (a timed-out test leaves none running).
    await bundle.dispose();
    if (database) await adminQuery(adminUrl!, `drop database if exists ${database} with (force)`);
  });

  it('two workers answer on one port, one scrape sums their counters, a dead worker is replaced', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const cluster = bundle.start({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WORKERS: '2',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: databaseUrl(adminUrl!, database),
      APP_SECRET: 'a-test-secret-of-at-least-32-characters-long',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      WEB_DIST: FIXTURE_WEB,
    });
    try {
      // Both workers listen (each prints its start-up step), whatever the machine's load.
      expect(await cluster.listening(2), cluster.stdout).toBe(true);

      const requests = 20;
      for (let index = 0; index < requests; index++)
        expect((await get(port, '/api/health/live')).status).toBe(200);
      // pino writes each worker's pid on its request lines: both workers answered some.
      const pids = new Set(
        cluster.stdout
          .split('\n')
          .filter((line) => line.includes('"url":"/api/health/live"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
      expect(pids.size).toBe(2);

      const scraped = await get(metricsPort, '/metrics');
      expect(scraped.status).toBe(200);
      const live =
        'adportal_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}';
      expect(sample(scraped.body, live)).toBe(requests);
      // Process figures stay one series per worker.
      expect(scraped.body).toMatch(/process_resident_memory_bytes\{worker="1"\} \d+/);
      expect(scraped.body).toMatch(/process_resident_memory_bytes\{worker="2"\} \d+/);

      // METRICS_PORT set: the app's port serves no metrics.
      expect((await get(port, '/metrics')).status).toBe(404);

      // A worker killed outright is replaced (a connection handed to it the instant it died is lost with it).
      process.kill([...pids][1]!, 'SIGKILL');
      expect(await cluster.listening(3), cluster.stdout).toBe(true);
      for (let index = 0; index < 4; index++) expect((await get(port, '/api/health/live')).status).toBe(200);
    } finally {
      cluster.kill('SIGTERM');
    }
    const { code, stderr } = await cluster.output;
    expect(code, stderr).toBe(0);
  }, 300_000);

  it('with METRICS_TOKEN on the app port, whichever worker is asked answers the whole cluster', async () => {
    const port = await freePort();
    const cluster = bundle.start({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
      DATABASE_URL: databaseUrl(adminUrl!, database),
      APP_SECRET: 'a-test-secret-of-at-least-32-characters-long',
      JOBS_ENABLED: 'false',
      WEB_DIST: FIXTURE_WEB,
    });
    try {
      expect(await cluster.listening(2), cluster.stdout).toBe(true);
      for (let index = 0; index < 10; index++) expect((await get(port, '/api/health/live')).status).toBe(200);
      const live =
        'adportal_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}';
      // Four scrapes on fresh connections reach both workers: each answers the cluster's sum.
      for (let index = 0; index < 4; index++) {
        const scraped = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
        expect(scraped.status).toBe(200);
        expect(sample(scraped.body, live)).toBe(10);
        expect(scraped.body).toMatch(/process_resident_memory_bytes\{worker="2"\} \d+/);
      }
      expect((await get(port, '/metrics')).status).toBe(401);
    } finally {
      cluster.kill('SIGTERM');
    }
    const { code, stderr } = await cluster.output;
    expect(code, stderr).toBe(0);
  }, 300_000);
});
