import { ADVERTISER_AREAS, type AdvertiserArea, CRUD_ACTIONS } from '@adportal/permissions/areas';
import { z } from 'zod';
import { NAME_MAX_LENGTH, requiredText, typeError, ZEmail } from './fields.ts';
import { countDigits, PHONE_MAX_LENGTH, PHONE_RULE, USER_STATUSES } from './values/team.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  INVITE_LINK_DAYS,
  PHONE_MAX_LENGTH,
  PHONE_RULE,
  USER_STATUSES,
  USERS_PAGE_SIZES,
} from './values/team.ts';

export type UserStatus = (typeof USER_STATUSES)[number];

/** An optional phone number: empty means none. */
export const ZPhone = z
  .string(typeError)
  .trim()
  .max(PHONE_MAX_LENGTH, { error: 'validation.phone' })
  .refine((value) => value === '' || (PHONE_RULE.test(value) && countDigits(value) >= 7), {
    error: 'validation.phone',
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const ZGrant = z.strictObject({
  read: z.boolean(typeError),
  create: z.boolean(typeError),
  update: z.boolean(typeError),
  delete: z.boolean(typeError),
});
export type Grant = z.infer<typeof ZGrant>;

/** Area → grant. Only advertiser areas are accepted: an unknown or platform area is refused. */
export const ZRolePermissions = z
  .record(z.string(), ZGrant)
  .superRefine((map, context) => {
    for (const area of Object.keys(map)) {
      if (!(ADVERTISER_AREAS as readonly string[]).includes(area))
        context.addIssue({ code: 'custom', path: [area], message: 'validation.unknownArea' });
    }
  })
  .transform((map) => map as Partial<Record<AdvertiserArea, Grant>>);

export const ZRoleBody = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH),
    is_administrator: z.boolean(typeError).default(false),
    permissions: ZRolePermissions.default({}),
  })
  .meta({ id: 'RoleBody' });
export type RoleBody = z.input<typeof ZRoleBody>;

export const ZRole = z
  .object({
    id: z.string(),
    name: z.string(),
    is_administrator: z.boolean(),
    permissions: z.record(z.string(), ZGrant),
    user_count: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof ZRole>;

export const ZRoleList = z.object({ data: z.array(ZRole) }).meta({ id: 'RoleList' });
export type RoleList = z.infer<typeof ZRoleList>;

export const ZTeamIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });

export const ZUsersQuery = z.strictObject({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  status: z.enum(USER_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type UsersQuery = z.input<typeof ZUsersQuery>;

export const ZCreateUserBody = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH),
    email: ZEmail,
    phone: ZPhone,
    role_id: z.uuid({ error: 'validation.required' }),
    status: z.enum(USER_STATUSES, { error: 'validation.invalid' }).default('active'),
  })
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.input<typeof ZCreateUserBody>;

export const ZUpdateUserBody = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH),
    phone: ZPhone,
    role_id: z.uuid({ error: 'validation.required' }),
    status: z.enum(USER_STATUSES, { error: 'validation.invalid' }),
  })
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.input<typeof ZUpdateUserBody>;

export const ZTeamUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    role: z.object({ id: z.string(), name: z.string(), is_administrator: z.boolean() }),
    advertiser_id: z.string(),
    last_login_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'TeamUser' });
export type TeamUser = z.infer<typeof ZTeamUser>;

export const ZUserPage = z
  .object({
    data: z.array(ZTeamUser),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'UserPage' });
export type UserPage = z.infer<typeof ZUserPage>;

export const ZFeaturesParams = z.strictObject({ advertiser_id: z.uuid({ error: 'validation.invalid' }) });

/** A feature (area) the caller can access, with the actions granted on it. */
export const ZFeature = z.object({
  feature: z.enum(ADVERTISER_AREAS),
  actions: z.array(z.enum(CRUD_ACTIONS)),
});
export const ZFeaturesResponse = z
  .object({ advertiser_id: z.string(), features: z.array(ZFeature) })
  .meta({ id: 'FeaturesCanAccess' });
export type FeaturesResponse = z.infer<typeof ZFeaturesResponse>;
