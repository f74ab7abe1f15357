import type { OpsUserPage, OpsUsersQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../auth/principal.ts';
import { pageAdvertiserUsers } from '../team/team-admin.repository.ts';
import { teamUserView } from '../team/users.service.ts';

/** The operators' view of advertiser users across every advertiser (to help them: sign-in links, password). */
export class OpsUsersService {
  constructor(private readonly db: Database) {}

  async list(principal: Principal, query: OpsUsersQuery): Promise<OpsUserPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsAdvertiser');
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.page_size ?? 10);
    const { rows, total } = await pageAdvertiserUsers(this.db, null, {
      search: query.search || undefined,
      status: query.status,
      page,
      pageSize,
    });
    return {
      data: rows.map((row) => ({ ...teamUserView(row), advertiser_name: row.advertiserName })),
      total,
      page,
      page_size: pageSize,
    };
  }
}
