import type { ReadinessResponse } from '@adportal/contracts';

/** What readiness asks; each answers for this process (app.ts wires them). */
export interface ReadinessProbes {
  /** The database answers `select 1`. */
  ping(): Promise<boolean>;
  /** Every migration of this build is applied (db/migration-status.ts). */
  migrated(): Promise<boolean>;
  /** The ad server's decision index is built (it is before the app's first request: onReady). */
  deliveryIndexLoaded(): boolean;
}

/** Ready when the database answers, is migrated, and the ad server has its index; otherwise which check failed. */
export async function readiness(probes: ReadinessProbes): Promise<ReadinessResponse> {
  const database = await probes.ping();
  const migrated = database ? await probes.migrated().catch(() => undefined) : undefined;
  const checks: ReadinessResponse['checks'] = {
    database: database ? 'ok' : 'down',
    migrations: migrated === undefined ? 'unknown' : migrated ? 'ok' : 'pending',
    delivery_index: probes.deliveryIndexLoaded() ? 'ok' : 'loading',
  };
  const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter((check) => checks[check] !== 'ok');
  return { status: failed.length === 0 ? 'ready' : 'not_ready', checks, failed };
}
