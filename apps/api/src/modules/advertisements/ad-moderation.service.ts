import type { AdPage, AdStatusLog, Advertisement, ZModerateAdBody, ZOpsAdsQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { recordChange } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { statusLogsOf } from './ad-history.repository.ts';
import type { AdReader } from './ad-reader.ts';
import { moveAd } from './ad-status.ts';
import { lockAd, pageAds } from './advertisements.repository.ts';

export type OpsAdsListQuery = z.output<typeof ZOpsAdsQuery>;
export type ModerateAdInput = z.output<typeof ZModerateAdBody>;

export interface AdModerationDeps {
  db: Database;
  reader: AdReader;
  notifications: NotificationsService;
  webhooks?: WebhookEmitter | undefined;
  now?: (() => Date) | undefined;
}

const MODERATION_MESSAGES = {
  approve: 'notifications.messages.adApproved',
  reject: 'notifications.messages.adRejected',
  ban: 'notifications.messages.adBanned',
  unban: 'notifications.messages.adUnbanned',
} as const;

/** Operators' review of ads (the queue, approve, reject, ban, unban) and every ad's status log. */
export class AdModerationService {
  private readonly now: () => Date;
  constructor(private readonly deps: AdModerationDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(principal: Principal, query: OpsAdsListQuery): Promise<AdPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    const { rows, total } = await pageAds(
      this.deps.db,
      { search: query.search, status: query.status, type: query.type },
      // The review queue is first come, first served.
      {
        sort: 'updated_at',
        order: query.status === 'pending' ? 'asc' : 'desc',
        page: query.page,
        pageSize: query.page_size,
      },
    );
    return { data: await this.deps.reader.views(rows), total, page: query.page, page_size: query.page_size };
  }

  async moderate(principal: Principal, id: string, body: ModerateAdInput): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsReview');
    const actor = actorOf(principal);
    const reason = body.reason || null;
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await moveAd(tx, before, body.action, reason, {
        actor,
        byOperator: true,
        now: this.now(),
        webhooks: this.deps.webhooks,
      });
      await this.deps.notifications.notify(tx, before.advertiserId, {
        kind: 'advertisement',
        messageKey: MODERATION_MESSAGES[body.action],
        params: { name: before.name, reason: reason ?? '' },
        link: `/advertisement/${id}`,
      });
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId: before.advertiserId,
        before,
        after,
      });
    });
    return this.deps.reader.view(id);
  }

  /** An ad's status changes, newest first: the advertiser's own ads, or (`all`) any ad for operators. */
  async statusLogs(
    principal: Principal,
    id: string,
    scope: 'own' | 'all' = 'own',
  ): Promise<{ data: AdStatusLog[] }> {
    if (scope === 'own') ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    else ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    await this.deps.reader.record(id, scope === 'own' ? advertiserIdOf(principal) : undefined);
    const rows = await statusLogsOf(this.deps.db, id);
    return {
      data: rows.map((row) => ({
        id: row.id,
        from: row.fromStatus,
        to: row.toStatus,
        action: row.action as AdStatusLog['action'],
        reason: row.reason,
        by: row.actorName,
        by_operator: row.byOperator,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}
