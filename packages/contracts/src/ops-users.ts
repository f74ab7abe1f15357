import { z } from 'zod';
import { NAME_MAX_LENGTH } from './fields.ts';
import { USER_STATUSES, ZTeamUser } from './team.ts';

/** GET /api/ops/users: advertiser users of every advertiser, for the operators' console. */
export const ZOpsUsersQuery = z.strictObject({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  status: z.enum(USER_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type OpsUsersQuery = z.input<typeof ZOpsUsersQuery>;

export const ZOpsUser = ZTeamUser.extend({
  advertiser_name: z.string(),
  /** Live API keys of the user (revoked and expired ones not counted). */
  api_keys: z.number().int(),
}).meta({ id: 'OpsUser' });
export type OpsUser = z.infer<typeof ZOpsUser>;

export const ZOpsUserPage = z
  .object({
    data: z.array(ZOpsUser),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'OpsUserPage' });
export type OpsUserPage = z.infer<typeof ZOpsUserPage>;
