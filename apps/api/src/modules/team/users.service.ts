import { randomBytes } from 'node:crypto';
import {
  INVITE_LINK_DAYS,
  type Language,
  type TeamUser,
  type UserPage,
  type ZCreateUserBody,
  type ZUpdateUserBody,
  type ZUsersQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AdvertisersService } from '../advertisers/advertisers.service.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { SessionService } from '../identity/session.service.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import { emailRegistered, insertUser, type UserWithRole } from './team.repository.ts';
import {
  countActiveAdministrators,
  findAdvertiserRole,
  findAdvertiserUser,
  lockAdvertiserTeam,
  pageAdvertiserUsers,
  updateUser,
} from './team-admin.repository.ts';

export type UsersListQuery = z.output<typeof ZUsersQuery>;
export type CreateUserInput = z.output<typeof ZCreateUserBody>;
export type UpdateUserInput = z.output<typeof ZUpdateUserBody>;

const INVITE_TTL_MS = INVITE_LINK_DAYS * 86_400_000;

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', { fields: [{ path: 'email', key: 'errors.EMAIL_TAKEN' }] });
const roleNotFound = () =>
  new AppError('NOT_FOUND', { fields: [{ path: 'role_id', key: 'team.validation.roleNotFound' }] });

export function teamUserView({ user, role }: UserWithRole): TeamUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    status: user.status,
    role: { id: role.id, name: role.name, is_administrator: role.isAdministrator },
    advertiser_id: user.advertiserId!,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** Users of the caller's advertiser team; new users are invited by email to choose their password. */
export class UsersService {
  constructor(
    private readonly deps: {
      db: Database;
      advertisers: AdvertisersService;
      sessions: SessionService;
      userTokens: UserTokenService;
      mailer: Mailer;
      publicUrl: string;
    },
  ) {}

  async list(principal: Principal, query: UsersListQuery): Promise<UserPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'User');
    const advertiserId = advertiserIdOf(principal);
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pageAdvertiserUsers(this.deps.db, advertiserId, {
      search: query.search || undefined,
      status: query.status,
      page,
      pageSize,
    });
    return { data: rows.map(teamUserView), total, page, page_size: pageSize };
  }

  async get(principal: Principal, id: string): Promise<TeamUser> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'User');
    const found = await findAdvertiserUser(this.deps.db, advertiserIdOf(principal), id);
    if (!found) throw new AppError('NOT_FOUND');
    return teamUserView(found);
  }

  async create(principal: Principal, body: CreateUserInput, language: Language): Promise<TeamUser> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'User');
    const advertiserId = advertiserIdOf(principal);
    const { email } = body;
    if (await emailRegistered(this.deps.db, email)) throw emailTaken();
    // Nobody knows this password: the invitee chooses one through the emailed link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await this.deps.db.transaction(async (tx) => {
        await lockAdvertiserTeam(tx, advertiserId);
        const role = await findAdvertiserRole(tx, advertiserId, body.role_id);
        if (!role) throw roleNotFound();
        const user = await insertUser(tx, {
          advertiserId,
          roleId: role.id,
          name: body.name,
          email,
          passwordHash,
          preferredLanguage: language,
          phone: body.phone ?? null,
          status: body.status,
        });
        await audit.created(
          tx,
          actorOf(principal),
          { subject: 'User', subjectId: user.id, advertiserId },
          user,
        );
        const advertiser = await this.deps.advertisers.get(tx, advertiserId);
        const { token } = await this.deps.userTokens.issue(tx, user.id, 'invite', INVITE_TTL_MS, {
          createdByUserId: principal.user.id,
        });
        // Sent inside the transaction: if the email cannot be sent, nobody is left half-invited.
        await this.deps.mailer.send(
          {
            to: email,
            kind: 'invite',
            language,
            params: {
              name: user.name,
              inviter: principal.user.name,
              company: advertiser.companyName,
              link: `${this.deps.publicUrl}/change-password/${token}`,
              days: String(INVITE_LINK_DAYS),
            },
          },
          tx,
        );
        return teamUserView({ user: user, role });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  async update(principal: Principal, id: string, body: UpdateUserInput): Promise<TeamUser> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'User');
    const advertiserId = advertiserIdOf(principal);
    return this.deps.db.transaction(async (tx) => {
      await lockAdvertiserTeam(tx, advertiserId);
      const found = await findAdvertiserUser(tx, advertiserId, id);
      if (!found) throw new AppError('NOT_FOUND');
      const role = await findAdvertiserRole(tx, advertiserId, body.role_id);
      if (!role) throw roleNotFound();
      const wasAdmin = found.user.status === 'active' && found.role.isAdministrator;
      const staysAdmin = body.status === 'active' && role.isAdministrator;
      if (wasAdmin && !staysAdmin) {
        // The team must keep one active administrator: nobody can remove the last one, themself included.
        if ((await countActiveAdministrators(tx, advertiserId, { userId: id })) === 0) {
          throw new AppError('LAST_ADMINISTRATOR');
        }
      }
      const after = await updateUser(tx, id, {
        name: body.name,
        phone: body.phone ?? null,
        roleId: role.id,
        status: body.status,
        updatedAt: new Date(),
      });
      await audit.updated(
        tx,
        actorOf(principal),
        { subject: 'User', subjectId: id, advertiserId },
        found.user,
        after,
      );
      if (found.user.status === 'active' && after.status === 'inactive') {
        await this.deps.sessions.revokeAllForUser(id, tx);
      }
      return teamUserView({ user: after, role });
    });
  }
}
