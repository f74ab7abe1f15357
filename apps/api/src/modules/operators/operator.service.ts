import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TeamService, UserRow } from '../team/team.service.ts';

/** Platform operators: users with no advertiser, holding a platform role. */
export class OperatorService {
  constructor(
    private readonly db: Database,
    private readonly team: TeamService,
  ) {}

  async create(input: { name: string; email: string; password: string }): Promise<UserRow> {
    if (await this.team.emailRegistered(this.db, input.email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const role = await this.team.platformAdministratorRole(tx);
      return this.team.createUser(tx, {
        advertiserId: null,
        roleId: role.id,
        name: input.name,
        email: input.email,
        passwordHash,
      });
    });
  }
}
