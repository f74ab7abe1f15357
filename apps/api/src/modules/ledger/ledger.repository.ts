import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { statements } from '../../db/schema/index.ts';

/** The `after` of the advertiser's last ledger row, or null when it has none. */
export async function lastBalanceMicros(db: Executor, advertiserId: string): Promise<bigint | null> {
  const [row] = await db
    .select({ after: statements.afterMicros })
    .from(statements)
    .where(eq(statements.advertiserId, advertiserId))
    .orderBy(desc(statements.seq))
    .limit(1);
  return row ? row.after : null;
}
