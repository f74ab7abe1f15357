import { AD_TRANSITIONS, type AdAction, type AdStatus, nextAdStatus } from '@adportal/contracts';
import type { Actor } from '../../db/audit.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { insertStatusLog } from './ad-history.repository.ts';
import { type AdRow, updateAd } from './advertisements.repository.ts';

/** Who changes a status, when, and whether a platform operator did. */
export interface StatusChange {
  actor: Actor;
  byOperator: boolean;
  now: Date;
  /** Announces the move to the team's webhooks (ad.status_changed), in the same transaction. */
  webhooks?: WebhookEmitter | undefined;
}

/**
 * The one place an ad's status changes: checks the move against AD_TRANSITIONS (409 otherwise) and writes
 * the status log row. Call it with the ad's row locked, inside the change's transaction.
 */
export async function moveAd(
  tx: Executor,
  ad: AdRow,
  action: AdAction,
  reason: string | null,
  change: StatusChange,
): Promise<AdRow> {
  const to = nextAdStatus(ad.status, action);
  if (!to)
    throw new AppError('INVALID_TRANSITION', {
      params: transitionParams(ad.status, AD_TRANSITIONS[action].to),
    });
  const after = await updateAd(tx, ad.id, {
    status: to,
    statusReason: to === 'rejected' || to === 'banned' ? reason : null,
    approvedAt: to === 'approved' ? change.now : ad.approvedAt,
    updatedAt: change.now,
  });
  await logAdStatus(tx, after, ad.status, action, reason, change);
  await change.webhooks?.emit(tx, ad.advertiserId, 'ad.status_changed', {
    ad_id: ad.id,
    name: after.name,
    from: ad.status,
    to,
    reason: after.statusReason,
  });
  return after;
}

/** Writes one status log row: the ad's status now, where it came from and why. */
export async function logAdStatus(
  tx: Executor,
  ad: AdRow,
  from: AdStatus | null,
  action: AdAction | 'create',
  reason: string | null,
  change: StatusChange,
): Promise<void> {
  await insertStatusLog(tx, {
    advertisementId: ad.id,
    fromStatus: from,
    toStatus: ad.status,
    action,
    reason,
    actorUserId: change.actor.userId,
    actorName: change.actor.name,
    byOperator: change.byOperator,
    createdAt: change.now,
  });
}

/** The statuses of a refused move, translated into the caller's language by the error handler. */
export function transitionParams(from: AdStatus, to: AdStatus) {
  return { from: `$t(ad.statuses.${from})`, to: `$t(ad.statuses.${to})` };
}
