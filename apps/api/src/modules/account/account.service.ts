import { type AccountChecklist, type AccountOverview, formatUsdt } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdvertisementsService } from '../advertisements/advertisements.service.ts';
import type { AdvertiserService } from '../advertisers/advertiser.service.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { TeamService } from '../team/team.service.ts';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly advertisers: AdvertiserService,
    private readonly ledger: LedgerService,
    private readonly team: TeamService,
    private readonly advertisements: Pick<AdvertisementsService, 'setupProgress'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The getting-started checklist of the dashboard, each step read from the account's data. The email is
   * confirmed for every account (an account exists only once its link was opened, or its invitation used).
   */
  async checklist(principal: Principal): Promise<AccountChecklist> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Dashboard');
    const advertiserId = advertiserIdOf(principal);
    const [deposit, ads] = await Promise.all([
      this.ledger.hasCreditedDeposit(this.db, advertiserId),
      this.advertisements.setupProgress(advertiserId),
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
    if (principal.session.impersonatorUserId) throw new AppError('IMPERSONATION_FORBIDDEN');
    const at = this.now();
    await this.team.markDismissed(this.db, principal.user.id, 'checklistDismissedAt', at);
    return this.checklist({ ...principal, user: { ...principal.user, checklistDismissedAt: at } });
  }

  /** What the dashboard shows of the caller's advertiser: account and balance. */
  async overview(principal: Principal): Promise<AccountOverview> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Dashboard');
    const advertiserId = advertiserIdOf(principal);
    const [advertiser, balance, users] = await Promise.all([
      this.advertisers.get(this.db, advertiserId),
      this.ledger.balanceOf(this.db, advertiserId),
      this.team.countAdvertiserUsers(this.db, advertiserId),
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
