import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * Where `/metrics` answers and what it asks (docs/operations.md, "Metrics and health"):
 * - METRICS_PORT set: only on that second listener (which also asks for METRICS_TOKEN when it is set);
 * - else METRICS_TOKEN set: on the app's port, to `Authorization: Bearer <METRICS_TOKEN>` only;
 * - else outside production: on the app's port, to anyone (development, tests);
 * - else (production with neither): nowhere — a start is not refused for it, and says so in its log.
 */
export interface MetricsAccess {
  appPort: boolean;
  listener?: { port: number; host: string } | undefined;
  token?: string | undefined;
  /** Said once at start when production serves no metrics. */
  off?: string | undefined;
}

export function metricsAccess(
  config: Pick<Config, 'NODE_ENV' | 'HOST' | 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>,
): MetricsAccess {
  const token = config.METRICS_TOKEN;
  if (config.METRICS_PORT !== undefined)
    return {
      appPort: false,
      token,
      listener: { port: config.METRICS_PORT, host: config.METRICS_HOST ?? config.HOST },
    };
  if (token) return { appPort: true, token };
  if (config.NODE_ENV !== 'production') return { appPort: true };
  return {
    appPort: false,
    off: 'metrics: /metrics is off; production serves it only with METRICS_TOKEN (a bearer token) or on METRICS_PORT',
  };
}

/** Whether an Authorization header carries the token (compared in constant time; no token asked: true). */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
