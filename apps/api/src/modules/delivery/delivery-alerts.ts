import type { Database } from '../../db/client.ts';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { DeliveryIndexKeeper } from './delivery-index-keeper.ts';

const MESSAGES = {
  budget: 'notifications.messages.adStoppedBudget',
  balance: 'notifications.messages.adStoppedBalance',
} as const;

/**
 * Tells an advertiser once a platform day that an ad stopped because its budget or the balance could not cover
 * another charge (the same derivation as the ad's "not serving" reasons: the charge was refused for it).
 */
export class DeliveryAlerts {
  private readonly sent = new Set<string>();

  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      notifications: NotificationsService;
      keeper: DeliveryIndexKeeper;
      timeZone: string;
      /** The same stop, once, to the team's webhooks (ad.stopped). */
      webhooks?: WebhookEmitter | undefined;
    },
  ) {}

  async adsStopped(stopped: readonly { adId: string; advertiserId: string; reason: 'budget' | 'balance' }[]) {
    const today = this.deps.ledger.today();
    for (const { adId, advertiserId, reason } of stopped) {
      const key = `${today}|${adId}|${reason}`;
      if (this.sent.has(key)) continue;
      this.sent.add(key);
      if (this.sent.size > 10_000) this.sent.clear();
      const name = this.deps.keeper.ready?.ads.get(adId)?.name ?? '';
      await this.deps.db.transaction(async (tx) => {
        const told = await this.deps.notifications.notifyOnce(
          tx,
          advertiserId,
          {
            kind: 'advertisement',
            messageKey: MESSAGES[reason],
            params: { name },
            link: `/advertisement/${adId}`,
          },
          startOfPlatformDay(today, this.deps.timeZone),
        );
        if (told)
          await this.deps.webhooks?.emit(tx, advertiserId, 'ad.stopped', { ad_id: adId, name, reason });
      });
    }
  }
}
