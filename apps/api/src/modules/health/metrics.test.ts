import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import {
  databaseKinds,
  describeOnEachDatabase,
  startTestApp,
  type TestClient,
} from '../../../test/helper.ts';
import { parseEnv } from '../../config.ts';
import { notificationDispatches } from '../../db/schema/index.ts';
import { metricsAccess } from './metrics-access.ts';
import { startMetricsListener } from './metrics-listener.ts';

/** One sample of the Prometheus text: the value of `name` whose labels include `labels` (undefined: no such series). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (client: TestClient, authorization?: string) => {
  const response = await client.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
  return response;
};

// A clock the suite moves: a click must come a while after its impression.
let clock = new Date('2026-11-24T03:00:00Z');

describeOnEachDatabase(
  'metrics: /metrics in Prometheus text, series that move',
  (client, kind) => {
    const text = async () => {
      const response = await scrape(client());
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('answers in the Prometheus text format with the process figures', async () => {
      const response = await scrape(client());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.body;
      for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes'])
        expect(sample(body, name), name).toBeGreaterThan(0);
      // The event loop's lag (0 until its monitor has a measure).
      for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds'])
        expect(sample(body, name), name).toBeGreaterThanOrEqual(0);
      expect(body).toContain('# TYPE adportal_http_request_duration_seconds histogram');
    });

    it('counts requests by route pattern and status, never the raw URL', async () => {
      const id = '6f1c4d1e-2b7a-4c55-9d3e-0a1b2c3d4e5f';
      for (let n = 0; n < 3; n += 1) {
        expect((await client().get(`/api/advertisements/${id}`)).statusCode).toBe(401);
      }
      expect((await client().get('/api/health/live')).statusCode).toBe(200);
      const body = await text();
      expect(
        sample(body, 'adportal_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/advertisements/:id',
          status_code: '401',
        }),
      ).toBe(3);
      expect(
        sample(body, 'adportal_http_request_duration_seconds_bucket', {
          route: '/api/health/live',
          status_code: '200',
          le: '+Inf',
        }),
      ).toBe(1);
      expect(body).not.toContain(id);
      // A path no route matches is one label, whatever it was.
      await client().get('/api/no-such-route/secret-looking-token-1234567890');
      const after = await text();
      expect(after).not.toContain('secret-looking-token');
      expect(
        sample(after, 'adportal_http_request_duration_seconds_count', {
          route: 'unmatched',
          status_code: '404',
        }),
      ).toBe(1);
    });

    it('counts ad decisions (filled, empty), impressions and clicks by status and void reason', async () => {
      const setup = await deliverySetup(client());
      await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      await client().app.services.deliveryKeeper.rebuild();
      const before = await text();
      const count = (body: string, name: string, labels: Record<string, string>) =>
        sample(body, name, labels) ?? 0;

      const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      expect(served).not.toBeNull();
      expect(await serveJson(client(), 'unknown-site', setup.keyword)).toBeNull();
      expect((await visit(client(), served.view)).statusCode).toBe(200);
      // The same beacon again counts once.
      expect((await visit(client(), served.view)).statusCode).toBe(200);
      await client().app.services.delivery.flushImpressions();
      clock = new Date(clock.getTime() + 5000);
      expect((await visit(client(), served.click, { ip: '192.0.2.71' })).statusCode).toBe(302);
      const bot = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      const botUa = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      expect((await visit(client(), bot.click, { ua: botUa })).statusCode).toBe(302);

      const after = await text();
      const moved = (name: string, labels: Record<string, string>) =>
        count(after, name, labels) - count(before, name, labels);
      expect(moved('adportal_ad_decisions_total', { result: 'filled' })).toBe(2);
      expect(moved('adportal_ad_decisions_total', { result: 'empty' })).toBe(1);
      expect(moved('adportal_impressions_total', { status: 'valid', void_reason: 'none' })).toBe(1);
      expect(moved('adportal_clicks_total', { status: 'success', void_reason: 'none' })).toBe(1);
      expect(moved('adportal_clicks_total', { status: 'void', void_reason: 'bot' })).toBe(1);
      // The tracking tokens are in the paths; their labels are the patterns.
      expect(after).toContain('route="/serve/click/:token"');
      expect(after).not.toContain(served.click.split('/').pop()!);
    });

    it("gauges the notification sending's backlog per channel at scrape time", async () => {
      const zero = await text();
      expect(sample(zero, 'adportal_notification_dispatch_pending', { channel: 'telegram' })).toBe(0);
      expect(sample(zero, 'adportal_notification_dispatch_failed', { channel: 'email' })).toBe(0);
      const user = await client().register();
      const before = await text();
      const pending = (body: string, channel: string) =>
        sample(body, 'adportal_notification_dispatch_pending', { channel });
      const failed = (body: string, channel: string) =>
        sample(body, 'adportal_notification_dispatch_failed', { channel });
      const row = { userId: user.user_id, advertiserId: user.advertiser_id, subject: 'Metrics', body: '' };
      await client()
        .database.db.insert(notificationDispatches)
        .values([
          { ...row, channel: 'email', status: 'queued' },
          { ...row, channel: 'email', status: 'sending' },
          { ...row, channel: 'telegram', status: 'failed', lastError: 'blocked' },
          { ...row, channel: 'telegram', status: 'sent' },
        ]);
      const body = await text();
      expect(pending(body, 'email')! - pending(before, 'email')!).toBe(2);
      expect(pending(body, 'telegram')).toBe(pending(before, 'telegram'));
      expect(failed(body, 'telegram')! - failed(before, 'telegram')!).toBe(1);
      expect(failed(body, 'email')).toBe(failed(before, 'email'));
    });

    it('counts emails handed to the mailer', async () => {
      const { email } = await client().register();
      const before = sample(await text(), 'adportal_email_sends_total', { result: 'sent' }) ?? 0;
      const response = await client().post('/api/auth/forgot-password', { email });
      expect(response.statusCode).toBeLessThan(300);
      await expect
        .poll(async () => sample(await text(), 'adportal_email_sends_total', { result: 'sent' }))
        .toBe(before + 1);
    });

    it(
      kind === 'postgres'
        ? "gauges the PostgreSQL pool's connections"
        : 'has no pool series on PGlite (one in-process connection)',
      async () => {
        const body = await text();
        if (kind === 'postgres') {
          expect(sample(body, 'adportal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
          expect(sample(body, 'adportal_db_pool_connections', { state: 'max' })).toBe(20);
          expect(sample(body, 'adportal_db_pool_waiting_requests')).toBe(0);
        } else {
          expect(sample(body, 'adportal_db_pool_connections', { state: 'total' })).toBeUndefined();
        }
      },
    );

    it('gauges the job queue once it runs (pg-boss getQueues at scrape time)', async () => {
      expect(sample(await text(), 'adportal_job_queue_jobs')).toBeUndefined();
      client().app.metrics.watchJobQueue({
        getQueues: async () => [
          { name: 'ledger-settlement', readyCount: 2, deferredCount: 1, activeCount: 1, failedCount: 3 },
        ],
      });
      const body = await text();
      expect(sample(body, 'adportal_job_queue_jobs', { queue: 'ledger-settlement', state: 'ready' })).toBe(2);
      expect(sample(body, 'adportal_job_queue_jobs', { queue: 'ledger-settlement', state: 'failed' })).toBe(
        3,
      );
    });
  },
  { now: () => clock },
);

describeOnEachDatabase('health: live and ready', (client) => {
  it('live answers without asking the database; ready says every check passed', async () => {
    const live = await client().get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    const ready = await client().get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', delivery_index: 'ok' },
      failed: [],
    });
    // The old route stays (the end-to-end server waits on it).
    expect((await client().get('/api/health')).json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('health: not ready', () => {
  const kind = databaseKinds()[0]!;
  let client: TestClient;
  let databaseUp = true;
  beforeAll(async () => {
    const { openTestDatabase } = await import('../../../test/helper.ts');
    const database = await openTestDatabase(kind);
    client = await startTestApp(kind, { database: { ...database, ping: async () => databaseUp } });
  });
  afterAll(async () => {
    await client?.close();
  });

  it('answers 503 naming the failed check when the database is unreachable, while live stays 200', async () => {
    databaseUp = false;
    const ready = await client.get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'down', migrations: 'unknown', delivery_index: 'ok' },
      failed: ['database', 'migrations'],
    });
    expect((await client.get('/api/health/live')).statusCode).toBe(200);
    databaseUp = true;
    expect((await client.get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('metrics: who may scrape', () => {
  const kind = databaseKinds()[0]!;
  const token = 'metrics-token-0123456789-abcdefghijkl';

  it('with METRICS_TOKEN asks for it as a bearer token', async () => {
    const client = await startTestApp(kind, { env: { METRICS_TOKEN: token } });
    try {
      const none = await scrape(client);
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await scrape(client, 'Bearer wrong-token')).statusCode).toBe(401);
      expect((await scrape(client, token)).statusCode).toBe(401);
      const right = await scrape(client, `Bearer ${token}`);
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('adportal_ad_decisions_total');
      expect(right.body).not.toContain(token);
    } finally {
      await client.close();
    }
  });

  it('with METRICS_PORT serves them only on that listener (404 on the app port)', async () => {
    const client = await startTestApp(kind, { env: { METRICS_PORT: '9464', METRICS_TOKEN: token } });
    const listener = await startMetricsListener({
      metrics: client.app.metrics,
      port: 0,
      host: '127.0.0.1',
      token,
    });
    try {
      const onApp = await scrape(client, `Bearer ${token}`);
      expect(onApp.statusCode).toBe(404);
      expect(onApp.headers['content-type']).toContain('application/json');
      const base = `http://127.0.0.1:${listener.port}`;
      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await scraped.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
      await client.close();
    }
  });

  it('decides where /metrics answers from the configuration', () => {
    const config = (env: Record<string, string>) => parseEnv({ APP_SECRET: 'x'.repeat(32), ...env });
    expect(metricsAccess(config({ NODE_ENV: 'development' }))).toEqual({ appPort: true });
    expect(metricsAccess(config({ NODE_ENV: 'production', METRICS_TOKEN: token }))).toEqual({
      appPort: true,
      token,
    });
    expect(metricsAccess(config({ NODE_ENV: 'production', METRICS_PORT: '9464', HOST: '10.0.0.5' }))).toEqual(
      {
        appPort: false,
        token: undefined,
        listener: { port: 9464, host: '10.0.0.5' },
      },
    );
    expect(
      metricsAccess(config({ NODE_ENV: 'production', METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }))
        .listener,
    ).toEqual({ port: 9464, host: '127.0.0.1' });
    // Production with neither: served nowhere, said once at start (the secret-free line below).
    const off = metricsAccess(config({ NODE_ENV: 'production' }));
    expect(off.appPort).toBe(false);
    expect(off.listener).toBeUndefined();
    expect(off.off).toMatch(/METRICS_TOKEN.*METRICS_PORT/);
  });

  it('refuses a short token and a metrics port equal to PORT', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: the metrics listener needs a port of its own/,
    );
  });
});
