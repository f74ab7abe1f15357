import type { DeliveryList, ZDeliveryListQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { findDelivery, pageDeliveries, requeueFailedDelivery } from './deliveries.repository.ts';

export type DeliveryListInput = z.output<typeof ZDeliveryListQuery>;

/**
 * The operators' delivery log (read Ops): every Telegram and email message queued, sent or failed with its
 * reason, and the retry of a failed one (update Ops). Ops rather than OpsContent: the log holds every
 * notification (deposits, ads, digests, tests), not only news; keeping messages moving is the console's
 * operational work, as the outbox is.
 */
export class OpsDeliveriesService {
  constructor(
    private readonly deps: {
      db: Database;
    },
  ) {}

  async list(principal: Principal, query: DeliveryListInput): Promise<DeliveryList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Ops');
    const { rows, total } = await pageDeliveries(
      this.deps.db,
      {
        status: query.status,
        channel: query.channel,
        q: query.q || undefined,
        broadcastId: query.broadcast_id,
      },
      query.page,
      query.page_size,
    );
    return {
      data: rows.map(({ delivery, email, companyName }) => ({
        id: delivery.id,
        channel: delivery.channel,
        category: delivery.category,
        status: delivery.status,
        user_email: email,
        company_name: companyName,
        subject: delivery.subject,
        broadcast_id: delivery.broadcastId,
        attempts: delivery.attempts,
        last_error: delivery.lastError,
        created_at: delivery.createdAt.toISOString(),
        sent_at: delivery.sentAt?.toISOString() ?? null,
      })),
      total,
    };
  }

  /** Puts a failed delivery back in the queue (the dispatcher is woken); only a failed one can be retried. */
  async retry(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Ops');
    await this.deps.db.transaction(async (tx) => {
      const before = await findDelivery(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      // Checked again by the UPDATE itself: a retry racing another finds it queued already.
      if (before.status !== 'failed' || !(await requeueFailedDelivery(tx, id)))
        throw new AppError('INVALID_TRANSITION', {
          params: {
            from: `$t(opsNews.deliveries.statuses.${before.status})`,
            to: '$t(opsNews.deliveries.statuses.queued)',
          },
        });
      await audit.updated(
        tx,
        actorOf(principal),
        { subject: 'NotificationDelivery', subjectId: id, advertiserId: null },
        { status: before.status, attempts: before.attempts, lastError: before.lastError },
        { status: 'queued', attempts: 0, lastError: before.lastError },
      );
    });
  }
}
