import type { Database } from '../../db/client.ts';
import { platformDateOf, startOfPlatformDay } from '../../lib/platform-time.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { adsWhoseRunEnded } from './advertisements.repository.ts';

/** Run ends older than this are not announced (a server down longer, or the first start after an upgrade). */
const LOOK_BACK_DAYS = 3;

/**
 * Tells the team's webhooks that an ad stopped for its schedule: its run (the budget's last day) ended while it
 * was approved and online. Nothing stores "stopped" — the ad server derives it (ad.not_serving: budget_ended) —
 * so a recurring job looks for runs that ended lately and announces each once (its dedupe key: the ad and the
 * day), however often it runs.
 */
export class AdRunEndsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      timeZone: string;
      webhooks: WebhookEmitter;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async announce(): Promise<{ ended: number }> {
    const { db, timeZone, webhooks } = this.deps;
    const today = platformDateOf(this.now(), timeZone);
    const yesterday = platformDateOf(startOfPlatformDay(today, timeZone, -1), timeZone);
    const from = platformDateOf(startOfPlatformDay(today, timeZone, -LOOK_BACK_DAYS), timeZone);
    const ended = await adsWhoseRunEnded(db, from, yesterday);
    for (const ad of ended) {
      await db.transaction((tx) =>
        webhooks.emit(
          tx,
          ad.advertiserId,
          'ad.stopped',
          { ad_id: ad.id, name: ad.name, reason: 'schedule' },
          { dedupeKey: `ad.stopped:schedule:${ad.id}:${ad.budgetEnd}` },
        ),
      );
    }
    return { ended: ended.length };
  }
}
