import { FRIEND_CODE_WINDOW_HOURS, type InternalAdvertiser } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdvertiserRow, AdvertisersService } from '../advertisers/advertisers.service.ts';
import { actorOf, advertiserIdOf, impersonatorIdOf, type Principal } from '../identity/principal.ts';
import type { TeamService } from '../team/team.service.ts';

const WINDOW_MS = FRIEND_CODE_WINDOW_HOURS * 3_600_000;
const codeError = (key: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path: 'affiliate_code', key }] });

/**
 * The friend code (affiliate) of an advertiser: the code of the advertiser who referred it, which may be
 * entered once, within 24 hours of registration, and never the advertiser's own code. Only by the user
 * themselves: a session an operator opened as the user (login by token) can neither enter it nor skip it.
 */
export class AffiliateService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      advertisers: AdvertisersService;
      team: Pick<TeamService, 'markDismissed'>;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async get(principal: Principal, advertiserId: string): Promise<InternalAdvertiser> {
    const advertiser = await this.deps.advertisers.get(
      this.deps.db,
      this.ownAdvertiser(principal, advertiserId),
    );
    return this.present(principal, advertiser);
  }

  async update(principal: Principal, advertiserId: string, code: string): Promise<InternalAdvertiser> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Setting');
    const ownId = this.ownAdvertiser(principal, advertiserId);
    refuseImpersonated(principal);
    const updated = await this.deps.db.transaction(async (tx) => {
      // Lock the row: two submissions racing cannot both set a code.
      const advertiser = await this.deps.advertisers.lock(tx, ownId);
      if (advertiser.referredByAdvertiserId) throw codeError('affiliate.alreadySet');
      if (this.now().getTime() > advertiser.createdAt.getTime() + WINDOW_MS)
        throw codeError('affiliate.expired');
      if (code === advertiser.affiliateCode) throw codeError('affiliate.ownCode');
      const referrerId = await this.deps.advertisers.idByAffiliateCode(tx, code);
      if (!referrerId) throw codeError('affiliate.notFound');
      const after = await this.deps.advertisers.setReferrer(tx, ownId, referrerId, this.now());
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId: ownId, subject: 'Advertiser', subjectId: ownId },
        advertiser,
        after,
      );
      return after;
    });
    return this.present(principal, updated);
  }

  /**
   * "Skip for now": the dialog is not offered by itself again to this user, in any session or browser (the
   * profile still offers to enter the code while the 24 hours last).
   */
  async skip(principal: Principal, advertiserId: string): Promise<InternalAdvertiser> {
    const ownId = this.ownAdvertiser(principal, advertiserId);
    refuseImpersonated(principal);
    const at = this.now();
    await this.deps.team.markDismissed(this.deps.db, principal.user.id, 'friendCodeSkippedAt', at);
    const advertiser = await this.deps.advertisers.get(this.deps.db, ownId);
    return this.present({ ...principal, user: { ...principal.user, friendCodeSkippedAt: at } }, advertiser);
  }

  /** Only the caller's own advertiser: any other id is a 404. */
  private ownAdvertiser(principal: Principal, advertiserId: string): string {
    const own = advertiserIdOf(principal);
    if (own !== advertiserId) throw new AppError('NOT_FOUND');
    return own;
  }

  private async present(principal: Principal, advertiser: AdvertiserRow): Promise<InternalAdvertiser> {
    const referrer = advertiser.referredByAdvertiserId
      ? await this.deps.advertisers.get(this.deps.db, advertiser.referredByAdvertiserId)
      : null;
    const until = new Date(advertiser.createdAt.getTime() + WINDOW_MS);
    return {
      id: advertiser.id,
      company_name: advertiser.companyName,
      affiliate_code: advertiser.affiliateCode,
      affiliate: referrer ? { code: referrer.affiliateCode } : null,
      created_at: advertiser.createdAt.toISOString(),
      friend_code_until: until.toISOString(),
      can_set_friend_code:
        !referrer &&
        this.now() < until &&
        principal.ability.can('update', 'Setting') &&
        impersonatorIdOf(principal) === null,
      friend_code_skipped: principal.user.friendCodeSkippedAt !== null,
    };
  }
}

function refuseImpersonated(principal: Principal): void {
  if (impersonatorIdOf(principal) !== null) throw new AppError('IMPERSONATION_FORBIDDEN');
}
