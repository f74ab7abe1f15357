import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { AppMetrics } from '../lib/metrics.ts';

// One scrape sees every worker of a cluster (docs/scaling.md). prom-client's AggregatorRegistry asks each worker
// for its registries over the cluster's IPC channel and sums them (gauges read from the database take the max,
// process figures stay one series per worker). The primary answers METRICS_PORT itself; a worker asked on the
// app's port (METRICS_TOKEN) asks the primary for the same aggregate, whichever worker the request reached.

const SCRAPE_REQUEST = 'adportal:scrape';
const SCRAPE_RESULT = 'adportal:scrape-result';
const SCRAPE_TIMEOUT_MS = 10_000;

interface Scrape {
  contentType: string;
  body: string;
}

interface ScrapeResult {
  type: typeof SCRAPE_RESULT;
  id: number;
  body?: string;
  error?: string;
}

const isScrapeResult = (message: unknown): message is ScrapeResult =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === SCRAPE_RESULT;

/** In the primary: the aggregate of every worker, and answers to workers that ask for it. */
export function clusterMetricsInPrimary(): { scrape(): Promise<Scrape> } {
  const aggregator = new AggregatorRegistry();
  const scrape = async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  });
  cluster.on('message', (worker, message: { type?: unknown; id?: unknown }) => {
    if (message?.type !== SCRAPE_REQUEST || typeof message.id !== 'number') return;
    const id = message.id;
    scrape().then(
      ({ body }) => worker.isConnected() && worker.send({ type: SCRAPE_RESULT, id, body }),
      (error: Error) =>
        worker.isConnected() && worker.send({ type: SCRAPE_RESULT, id, error: error.message }),
    );
  });
  return { scrape };
}

/** In a worker: hands the app's registries to the primary's collection, and makes `/metrics` the aggregate. */
export function shareMetricsWithPrimary(metrics: AppMetrics): void {
  AggregatorRegistry.setRegistries(metrics.registries());
  // Its constructor makes prom-client answer the primary's collection requests in this worker.
  const aggregator = new AggregatorRegistry();
  const pending = new Map<number, (result: ScrapeResult) => void>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (isScrapeResult(message)) pending.get(message.id)?.(message);
  });
  metrics.scrapeFrom(
    () =>
      new Promise<Scrape>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('the cluster primary did not answer the metrics request'));
        }, SCRAPE_TIMEOUT_MS);
        pending.set(id, (result) => {
          clearTimeout(timer);
          pending.delete(id);
          if (result.body === undefined) reject(new Error(result.error ?? 'metrics failed'));
          else resolve({ contentType: aggregator.contentType, body: result.body });
        });
        process.send?.({ type: SCRAPE_REQUEST, id });
      }),
  );
}
