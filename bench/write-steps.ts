// Each step's share of the ad server's batch writes, read from the API's /metrics
// (adportal_delivery_write_step_seconds, apps/api/src/modules/delivery/write-steps.ts): wall time per batch.
import { round } from './harness.ts';

/** The token the benches' API is started with (METRICS_TOKEN), so that /metrics answers in production. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef0123456789';

export interface WriteStep {
  step: string;
  batches: number;
  'mean ms': number;
  share: string;
}

export async function writeSteps(base: string, writer: 'clicks' | 'impressions'): Promise<WriteStep[]> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (!response.ok) return [];
  const text = await response.text();
  const figures = new Map<string, { sum: number; count: number }>();
  const line = /^adportal_delivery_write_step_seconds_(sum|count)\{([^}]*)\} ([\d.e+-]+)$/gm;
  for (const [, kind, labels, value] of text.matchAll(line)) {
    if (!labels!.includes(`writer="${writer}"`)) continue;
    const step = /step="([^"]+)"/.exec(labels!)?.[1] ?? '?';
    const figure = figures.get(step) ?? { sum: 0, count: 0 };
    figure[kind as 'sum' | 'count'] += Number(value);
    figures.set(step, figure);
  }
  const total = [...figures.values()].reduce((sum, figure) => sum + figure.sum, 0);
  return [...figures].map(([step, figure]) => ({
    step,
    batches: figure.count,
    'mean ms': round((figure.sum * 1000) / Math.max(1, figure.count), 2),
    share: `${round((figure.sum / Math.max(total, 1e-9)) * 100, 1)} %`,
  }));
}
