import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  requiredString,
  requiredText,
  ZEmail,
  ZExistingPassword,
  ZNewPassword,
} from './fields.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { ZPhone } from './team.ts';

export const ZProfile = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      preferred_language: z.string(),
      role_name: z.string(),
      two_factor_enabled: z.boolean(),
      created_at: z.iso.datetime(),
      last_login_at: z.iso.datetime().nullable(),
    }),
    advertiser: z
      .object({
        id: z.string(),
        company_name: z.string(),
        company_email: z.string(),
        company_phone: z.string().nullable(),
        affiliate_code: z.string(),
      })
      .nullable(),
    /** Whether the caller's role may change the advertiser information (update on Setting). */
    can_edit_advertiser: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ZProfile>;

export const ZUpdateProfileBody = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH),
    phone: ZPhone,
    preferred_language: z.enum(LANGUAGE_CODES),
  })
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.input<typeof ZUpdateProfileBody>;

export const ZUpdateAdvertiserBody = z
  .strictObject({
    company_name: requiredText(NAME_MAX_LENGTH),
    company_email: ZEmail.pipe(z.string().max(EMAIL_MAX_LENGTH)),
    company_phone: ZPhone,
  })
  .meta({ id: 'UpdateAdvertiserBody' });
export type UpdateAdvertiserBody = z.input<typeof ZUpdateAdvertiserBody>;

export const ZChangePasswordBody = z
  .strictObject({
    current_password: ZExistingPassword,
    password: ZNewPassword,
    confirm_password: requiredString().min(1, { error: 'validation.required' }),
  })
  .refine((body) => body.password === body.confirm_password, {
    error: 'validation.passwordMatch',
    path: ['confirm_password'],
  })
  .refine((body) => body.password !== body.current_password, {
    error: 'profile.validation.samePassword',
    path: ['password'],
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const ZSessionInfo = z
  .object({
    id: z.string(),
    current: z.boolean(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime(),
    remembered: z.boolean(),
    impersonated: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof ZSessionInfo>;

export const ZSessionList = z.object({ items: z.array(ZSessionInfo) }).meta({ id: 'SessionList' });
export const ZRevokedCount = z.object({ revoked: z.number().int() }).meta({ id: 'RevokedCount' });
export const ZSessionIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
