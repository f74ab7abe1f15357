import { type AccountChecklist, type AccountOverview, formatUsdt } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdvertisementsService } from '../advertisements/advertisements.service.ts';
import type { AdvertisersService } from '../advertisers/advertisers.service.ts';
import { advertiserIdOf, impersonatorIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { TeamService } from '../team/team.service.ts';

export class DashboardService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      advertisers: AdvertisersService;
      ledger: LedgerService;
      team: TeamService;
      advertisements: Pick<AdvertisementsService, 'setupProgress'>;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The getting-started checklist of the dashboard, each step read from the account's data. The email is
   * confirmed for every account (an account exists only once its link was opened, or its invitation used).
   */
  async checklist(principal: Principal): Promise<AccountChecklist> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Dashboard');
    const advertiserId = advertiserIdOf(principal);
    const [deposit, ads] = await Promise.all([
      this.deps.ledger.hasCreditedDeposit(this.deps.db, advertiserId),
      this.deps.advertisements.setupProgress(advertiserId),
    ]);
    return {
      email_confirmed: true,
      deposit,
      advertisement: ads.advertisement,
      bid: ads.bid,
      dismissed: principal.user.checklistDismissedAt !== null,
    };
  }

  /** The user hides the checklist for good; an operator signed in as the user cannot do it for them. */
  async dismissChecklist(principal: Principal): Promise<AccountChecklist> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Dashboard');
    advertiserIdOf(principal);
    if (impersonatorIdOf(principal)) throw new AppError('IMPERSONATION_FORBIDDEN');
    const at = this.now();
    await this.deps.team.markDismissed(this.deps.db, principal.user.id, 'checklistDismissedAt', at);
    return this.checklist({ ...principal, user: { ...principal.user, checklistDismissedAt: at } });
  }

  /** What the dashboard shows of the caller's advertiser: account and balance. */
  async overview(principal: Principal): Promise<AccountOverview> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Dashboard');
    const advertiserId = advertiserIdOf(principal);
    const [advertiser, balance, users] = await Promise.all([
      this.deps.advertisers.get(this.deps.db, advertiserId),
      this.deps.ledger.balanceOf(this.deps.db, advertiserId),
      this.deps.team.countAdvertiserUsers(this.deps.db, advertiserId),
    ]);
    return {
      advertiser: {
        id: advertiser.id,
        company_name: advertiser.companyName,
        company_email: advertiser.companyEmail,
        company_phone: advertiser.companyPhone,
        affiliate_code: advertiser.affiliateCode,
        created_at: advertiser.createdAt.toISOString(),
      },
      balance: {
        current: formatUsdt(balance.currentMicros),
        temporary: formatUsdt(balance.temporaryMicros),
        currency: 'USDT',
      },
      users,
    };
  }
}
