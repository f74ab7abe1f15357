import type { OpsUserPage, ZOpsUsersQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { Principal } from '../identity/principal.ts';
import type { TeamService } from '../team/team.service.ts';
import { teamUserView } from '../team/users.service.ts';

export type OpsUsersListQuery = z.output<typeof ZOpsUsersQuery>;

/** The operators' view of advertiser users across every advertiser (to help them: sign-in links, password). */
export class OpsUsersService {
  constructor(
    private readonly deps: {
      db: Database;
      team: TeamService;
      apiKeys: ApiKeysService;
    },
  ) {}

  async list(principal: Principal, query: OpsUsersListQuery): Promise<OpsUserPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsAdvertiser');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await this.deps.team.pageAdvertiserUsers(this.deps.db, null, {
      search: query.search || undefined,
      status: query.status,
      page,
      pageSize,
    });
    const keys = await this.deps.apiKeys.countLiveOfUsers(rows.map((row) => row.user.id));
    return {
      data: rows.map((row) => ({
        ...teamUserView(row),
        advertiser_name: row.advertiserName,
        api_keys: keys.get(row.user.id) ?? 0,
      })),
      total,
      page,
      page_size: pageSize,
    };
  }
}
