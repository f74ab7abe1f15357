import { type AccountOverview, formatUsdt } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import type { AdvertiserService } from '../advertisers/advertiser.service.ts';
import { advertiserIdOf, type Principal } from '../auth/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { TeamService } from '../team/team.service.ts';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly advertisers: AdvertiserService,
    private readonly ledger: LedgerService,
    private readonly team: TeamService,
  ) {}

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
