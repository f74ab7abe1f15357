import cluster from 'node:cluster';

/** Set by the cluster's primary in each worker's environment (cluster-primary.ts), read by config.ts. */
export const ROLE_VARIABLE = 'ADPORTAL_WORKER_ROLE';
export const LEAD = 'lead';
export type WorkerRole = typeof LEAD | 'follower';

/**
 * Whether this process runs what must run in one process only (the job queue, Telegram's receiver, the demo seed):
 * always outside a cluster; in a cluster, the worker the primary made the lead.
 */
export function isLeadProcess(role: WorkerRole | undefined): boolean {
  return !cluster.isWorker || role === LEAD;
}
