import type { OpsOverview } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { AdModerationService } from '../advertisements/ad-moderation.service.ts';
import type { OpsDepositsService } from '../deposits/ops-deposits.service.ts';
import type { Principal } from '../identity/principal.ts';
import type { OpsMessagesService } from '../messages/ops-messages.service.ts';

export interface OpsOverviewDeps {
  moderation: AdModerationService;
  opsDeposits: OpsDepositsService;
  opsMessages: OpsMessagesService;
}

/**
 * The operators' console home (read Ops): how much waits in each queue, each asked of the module that owns
 * it, and only when the caller may read that queue (null otherwise).
 */
export class OpsOverviewService {
  constructor(private readonly deps: OpsOverviewDeps) {}

  async overview(principal: Principal): Promise<OpsOverview> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Ops');
    const can = (subject: 'OpsReview' | 'OpsContent') => principal.ability.can('read', subject);
    const [reviews, deposits, conversations] = await Promise.all([
      can('OpsReview')
        ? this.deps.moderation.list(principal, { status: 'pending', page: 1, page_size: 1 })
        : null,
      this.deps.opsDeposits.awaitingDecision(principal),
      can('OpsContent')
        ? this.deps.opsMessages.queue(principal, {
            status: 'open',
            assigned: 'anyone',
            page: 1,
            page_size: 1,
          })
        : null,
    ]);
    return {
      pending_reviews: reviews?.total ?? null,
      waiting_deposits: deposits,
      open_conversations: conversations?.total ?? null,
    };
  }
}
