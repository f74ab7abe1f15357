import { audit, SYSTEM_ACTOR } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TeamService, UserRow } from '../team/team.service.ts';

/** Platform operators: users with no advertiser, holding a platform role. */
export class OperatorsService {
  constructor(
    private readonly deps: {
      db: Database;
      team: TeamService;
    },
  ) {}

  async create(input: { name: string; email: string; password: string }): Promise<UserRow> {
    if (await this.deps.team.emailRegistered(this.deps.db, input.email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      const role = await this.deps.team.platformAdministratorRole(tx);
      const user = await this.deps.team.createUser(tx, {
        advertiserId: null,
        roleId: role.id,
        name: input.name,
        email: input.email,
        passwordHash,
      });
      await audit.created(
        tx,
        SYSTEM_ACTOR,
        { advertiserId: null, subject: 'User', subjectId: user.id },
        user,
      );
      return user;
    });
  }
}
