import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { StartSteps } from '../lib/start-steps.ts';
import { metricsAccess } from '../modules/health/metrics-access.ts';
import { startMetricsListener } from '../modules/health/metrics-listener.ts';
import { clusterMetricsInPrimary } from './cluster-metrics.ts';
import { LEAD, ROLE_VARIABLE, type WorkerRole } from './worker-role.ts';

// WORKERS > 1 (docs/scaling.md, ADR 0025): this process forks the workers, which share PORT through node:cluster,
// and serves no request itself. It migrates the database once before any worker starts, answers METRICS_PORT
// with every worker's metrics summed, replaces a worker that dies (waiting longer after each quick death), and on
// SIGTERM or SIGINT asks every worker to drain (stop accepting, finish its requests, close the job queue and the
// database) and exits once they all have. One worker is the lead: it alone runs the job queue (pg-boss: scheduled
// jobs and the notification dispatcher), Telegram's receiver and the demo seed; its replacement is the lead again.

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;
/** A worker that lived this long was healthy: the next death waits the first delay again. */
const HEALTHY_AFTER_MS = 60_000;

type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

function logger(format: Config['LOG_FORMAT']): Log {
  const levels = { info: 30, warn: 40, error: 50 } as const;
  return (level, message, fields = {}) => {
    const line =
      format === 'json'
        ? JSON.stringify({
            level: levels[level],
            time: Date.now(),
            pid: process.pid,
            role: 'primary',
            ...fields,
            msg: message,
          })
        : `primary ${level}: ${message}${Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ''}`;
    (level === 'info' ? console.info : console.error)(line);
  };
}

/** Runs the cluster's primary; it never returns (the process exits when its workers have stopped). */
export async function runClusterPrimary(config: Config, steps: StartSteps): Promise<never> {
  const log = logger(config.LOG_FORMAT);
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    await steps.run('migrations (primary)', async () => {
      const database = await openDatabase({ url, poolMax: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    });
  }
  const metrics = clusterMetricsInPrimary();
  const access = metricsAccess(config);
  if (access.off) log('warn', access.off);
  const metricsListener = access.listener
    ? await startMetricsListener({ metrics, token: access.token, ...access.listener })
    : undefined;

  const roles = new Map<Worker, WorkerRole>();
  const startedAt = new Map<Worker, number>();
  let quickDeaths = 0;
  let stopping = false;

  function fork(role: WorkerRole) {
    const worker = cluster.fork({ [ROLE_VARIABLE]: role });
    roles.set(worker, role);
    startedAt.set(worker, Date.now());
  }

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'follower';
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    roles.delete(worker);
    startedAt.delete(worker);
    if (stopping) {
      if (roles.size === 0) finish();
      return;
    }
    quickDeaths = lived >= HEALTHY_AFTER_MS ? 0 : quickDeaths + 1;
    const delay = quickDeaths === 0 ? 0 : Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (quickDeaths - 1));
    log('error', 'worker died; starting another', {
      worker: worker.id,
      workerRole: role,
      code,
      signal,
      retryInMs: delay,
    });
    setTimeout(() => {
      if (!stopping) fork(role);
    }, delay).unref();
  });

  let exitCode = 0;
  function finish() {
    void Promise.resolve(metricsListener?.close()).finally(() => process.exit(exitCode));
  }
  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping: every worker drains its requests', { signal });
    if (roles.size === 0) return finish();
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    // A worker's own SHUTDOWN_TIMEOUT_MS ends it; this is for one that hangs anyway.
    setTimeout(() => {
      log('error', 'workers did not stop in time; exiting');
      exitCode = 1;
      for (const worker of roles.keys()) worker.process.kill('SIGKILL');
      finish();
    }, config.SHUTDOWN_TIMEOUT_MS + 5000).unref();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  fork(LEAD);
  for (let index = 1; index < config.WORKERS; index++) fork('follower');
  log('info', `cluster of ${config.WORKERS} workers on port ${config.PORT}`, { workers: config.WORKERS });
  return new Promise<never>(() => {});
}
