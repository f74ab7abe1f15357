import cluster from 'node:cluster';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Every metric the API exposes on /metrics, defined once here (docs/operations.md, "Metrics and health"). The
// code that counts calls these objects at its boundary (a request answered, a slot decided, a click recorded, a
// job run); what is read from the database or the job queue is read at scrape time by `collect()` callbacks
// (`watch…`), never by timers. No label ever holds an id, a token, a URL or a secret: routes are their
// patterns, reasons and statuses their closed lists.

/**
 * The process's own figures (event-loop lag, heap, RSS, GC…): once per process, whichever app scrapes. A cluster
 * worker labels them `worker` so the aggregate keeps one series per process (the app's counters are summed).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    if (cluster.isWorker) processRegistry.setDefaultLabels({ worker: String(cluster.worker?.id) });
  }
  return processRegistry;
}

/** What the node-postgres pool says of itself (PGlite has one in-process connection and no pool). */
export interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number | undefined };
}

/** The part of pg-boss the queue gauges read (`getQueues()`: counts pg-boss keeps in its queue table). */
export interface JobQueueFigures {
  getQueues(): Promise<
    { name: string; readyCount: number; deferredCount: number; activeCount: number; failedCount: number }[]
  >;
}

/** Notification messages per channel not sent yet, and failed in the last day (one query, at scrape time). */
export type DispatchBacklog = () => Promise<{ channel: string; pending: number; failed: number }[]>;

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STEP_SECONDS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const JOB_SECONDS = [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** One app's metrics (tests build several apps in one process: each counts its own). */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Histogram({
    name: 'adportal_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status code; their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly adDecisions = new Counter({
    name: 'adportal_ad_decisions_total',
    help: 'Ad slots the ad server decided: filled with an ad, or empty (unknown site, bad size, nothing eligible)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly impressions = new Counter({
    name: 'adportal_impressions_total',
    help: 'Impressions written (a replayed beacon counts once), valid or void with the rule it broke',
    labelNames: ['status', 'void_reason'] as const,
    registers: [this.registry],
  });

  readonly clicks = new Counter({
    name: 'adportal_clicks_total',
    help: 'Clicks recorded, by status (success, void) and void reason (none when charged or counted)',
    labelNames: ['status', 'void_reason'] as const,
    registers: [this.registry],
  });

  readonly sessionLookups = new Counter({
    name: 'adportal_session_lookups_total',
    help: 'Access tokens of requests looked up, by source: the session cache (no database round trip) or the database',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  readonly apiKeyLookups = new Counter({
    name: 'adportal_api_key_lookups_total',
    help: 'API keys of requests looked up, by source: the key cache (no database round trip) or the database',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  readonly deliveryWriteSteps = new Histogram({
    name: 'adportal_delivery_write_step_seconds',
    help: "Steps of the ad server's batch writes (writer = clicks, impressions; step = begin, lock, read, spend, insert, commit…): wall time per batch",
    labelNames: ['writer', 'step'] as const,
    buckets: STEP_SECONDS,
    registers: [this.registry],
  });

  readonly jobRuns = new Histogram({
    name: 'adportal_job_duration_seconds',
    help: 'Recurring job runs by job (the settlement is job="ledger-settlement") and result (ok, failed)',
    labelNames: ['job', 'result'] as const,
    buckets: JOB_SECONDS,
    registers: [this.registry],
  });

  readonly emails = new Counter({
    name: 'adportal_email_sends_total',
    help: 'Emails handed to the mailer (SMTP, or the outbox table without SMTP_URL), by result (sent, failed)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly webhookDeliveries = new Counter({
    name: 'adportal_webhook_deliveries_total',
    help: 'Webhook delivery attempts by event type and what the attempt left the delivery (succeeded, retrying, failed)',
    labelNames: ['event', 'result'] as const,
    registers: [this.registry],
  });

  /** The database pool, read at scrape time (node-postgres only). */
  watchPool(pool: PoolFigures) {
    new Gauge({
      name: 'adportal_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total open, idle) and the pool maximum (max), summed over workers',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'adportal_db_pool_waiting_requests',
      help: 'Queries waiting for a free pool connection, summed over workers',
      registers: [this.registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  /** pg-boss's queues (shared by every process on the database), read at scrape time once the queue runs. */
  watchJobQueue(boss: JobQueueFigures) {
    this.jobQueue = boss;
  }
  private jobQueue: JobQueueFigures | undefined;

  /** The notification sending's backlog (Telegram, email), read at scrape time. */
  watchDispatchBacklog(read: DispatchBacklog) {
    // Both gauges are collected in the same scrape: they share one query.
    let reading: ReturnType<DispatchBacklog> | undefined;
    const rows = () => {
      reading ??= read()
        .catch(() => [])
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    new Gauge({
      name: 'adportal_notification_dispatch_pending',
      help: 'Notification messages queued and not sent yet, by channel (telegram, email)',
      labelNames: ['channel'] as const,
      // Read from the database: every worker of a cluster sees the same figure (not a sum).
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await rows()) this.set({ channel: row.channel }, row.pending);
      },
    });
    new Gauge({
      name: 'adportal_notification_dispatch_failed',
      help: 'Notification messages that failed for good in the last 24 hours, by channel (telegram, email)',
      labelNames: ['channel'] as const,
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await rows()) this.set({ channel: row.channel }, row.failed);
      },
    });
  }

  constructor() {
    // The process's figures start with the first app (the event-loop monitor measures from then on).
    processMetrics();
    const metrics = this;
    new Gauge({
      name: 'adportal_job_queue_jobs',
      help: 'pg-boss jobs by queue and state (ready to run, deferred, active, failed and still kept)',
      labelNames: ['queue', 'state'] as const,
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        this.reset();
        const queues = await metrics.jobQueue?.getQueues().catch(() => []);
        for (const queue of queues ?? []) {
          this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
          this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
          this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
          this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
        }
      },
    });
  }

  /** The registries a cluster's primary collects from this worker (cluster/cluster-metrics.ts). */
  registries(): Registry[] {
    return [processMetrics(), this.registry];
  }

  /** In a cluster worker: `/metrics` answers the whole cluster's figures, which the primary aggregates. */
  scrapeFrom(source: () => Promise<{ contentType: string; body: string }>) {
    this.source = source;
  }
  private source: (() => Promise<{ contentType: string; body: string }>) | undefined;

  /** The Prometheus text of the process's and this app's metrics (or the cluster's, see `scrapeFrom`). */
  async scrape(): Promise<{ contentType: string; body: string }> {
    if (this.source) return this.source();
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return { contentType: this.registry.contentType, body: `${process}\n${own}` };
  }
}
