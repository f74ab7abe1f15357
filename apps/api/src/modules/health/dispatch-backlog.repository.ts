import { DISPATCH_CHANNELS } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * The notification sending's backlog for /metrics, in one query at scrape time. It reads the notifications
 * module's table without asking its service, like the reports' read model: a gauge is a count, and the metrics
 * must not change the code that sends. Bounded by the created-at index: messages of the last 24 hours (a message
 * still queued after a day is in the job queue's figures and the operators' log of sent notifications).
 */
export async function dispatchBacklog(
  db: Executor,
): Promise<{ channel: string; pending: number; failed: number }[]> {
  const rows = await queryRows<{ channel: string; pending: number | string; failed: number | string }>(
    db,
    sql`select channel,
          count(*) filter (where status in ('queued', 'sending')) as pending,
          count(*) filter (where status = 'failed') as failed
        from notification_dispatches
        where created_at > now() - interval '1 day'
        group by channel`,
  );
  // Every channel has its series, at 0 when nothing waits (an alert on a missing series is no alert).
  return DISPATCH_CHANNELS.map((channel) => {
    const row = rows.find((found) => found.channel === channel);
    return { channel, pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
  });
}
