import type { DispatchList, ZDispatchListQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { findDispatch, pageDispatches, requeueFailedDispatch } from './dispatches.repository.ts';

export type DispatchListInput = z.output<typeof ZDispatchListQuery>;

/**
 * The operators' dispatch log (read Ops): every Telegram and email message queued, sent or failed with its
 * reason, and the retry of a failed one (update Ops). Ops rather than OpsContent: the log holds every
 * notification (deposits, ads, digests, tests), not only news; keeping messages moving is the console's
 * operational work, as the outbox is.
 */
export class OpsDispatchesService {
  constructor(
    private readonly deps: {
      db: Database;
    },
  ) {}

  async list(principal: Principal, query: DispatchListInput): Promise<DispatchList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Ops');
    const { rows, total } = await pageDispatches(
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
      data: rows.map(({ dispatch, email, companyName }) => ({
        id: dispatch.id,
        channel: dispatch.channel,
        category: dispatch.category,
        status: dispatch.status,
        user_email: email,
        company_name: companyName,
        subject: dispatch.subject,
        broadcast_id: dispatch.broadcastId,
        attempts: dispatch.attempts,
        last_error: dispatch.lastError,
        created_at: dispatch.createdAt.toISOString(),
        sent_at: dispatch.sentAt?.toISOString() ?? null,
      })),
      total,
    };
  }

  /** Puts a failed dispatch back in the queue (the dispatcher is woken); only a failed one can be retried. */
  async retry(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Ops');
    await this.deps.db.transaction(async (tx) => {
      const before = await findDispatch(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      // Checked again by the UPDATE itself: a retry racing another finds it queued already.
      if (before.status !== 'failed' || !(await requeueFailedDispatch(tx, id)))
        throw new AppError('INVALID_TRANSITION', {
          params: {
            from: `$t(notifications.ops.dispatches.statuses.${before.status})`,
            to: '$t(notifications.ops.dispatches.statuses.queued)',
          },
        });
      await audit.updated(
        tx,
        actorOf(principal),
        { subject: 'NotificationDispatch', subjectId: id, advertiserId: null },
        { status: before.status, attempts: before.attempts, lastError: before.lastError },
        { status: 'queued', attempts: 0, lastError: before.lastError },
      );
    });
  }
}
