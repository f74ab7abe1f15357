import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  requiredString,
  requiredText,
  typeError,
  ZEmail,
  ZExistingPassword,
  ZNewPassword,
} from './fields.ts';
import { ZUsdt } from './money.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { REGISTRATION_LINK_HOURS } from './values/auth.ts';

export const ZRegisterBody = z
  .strictObject({
    advertiser_name: requiredText(NAME_MAX_LENGTH),
    full_name: requiredText(NAME_MAX_LENGTH),
    email: ZEmail,
    password: ZNewPassword,
    confirm_password: requiredString().min(1, { error: 'validation.required' }),
  })
  .refine((body) => body.password === body.confirm_password, {
    error: 'validation.passwordMatch',
    path: ['confirm_password'],
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.input<typeof ZRegisterBody>;

export const ZLoginBody = z
  .strictObject({
    email: ZEmail,
    password: ZExistingPassword,
    remember_me: z.boolean(typeError).default(false),
  })
  .meta({
    id: 'LoginBody',
    examples: [{ email: 'ada@example.com', password: 'Secret#123', remember_me: true }],
  });
export type LoginBody = z.input<typeof ZLoginBody>;

/** A CASL rule as packed by `packRules` (arrays of action, subject, conditions, inverted, fields, reason). */
export const ZPackedRule = z.array(z.unknown());

export const ZRoleSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['advertiser', 'platform']),
  is_administrator: z.boolean(),
});

export const ZUserData = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(['active', 'inactive']),
    role: ZRoleSummary,
    advertiser_id: z.string().nullable(),
    preferred_language: z.string(),
    impersonated: z.boolean(),
    /** The operator who opened this session on the user's behalf (login by token); null for the user's own. */
    impersonator: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** This session came from the user's very first own sign-in ("Welcome" rather than "Welcome back"). */
    first_sign_in: z.boolean(),
  })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof ZUserData>;

export const ZSessionGrant = z
  .object({
    access_token: z.string(),
    access_token_expires_at: z.iso.datetime(),
    remember_token: z.string().nullable(),
    user_data: ZUserData,
    user_ability_rules: z.array(ZPackedRule),
  })
  .meta({ id: 'SessionGrant' });
export type SessionGrant = z.infer<typeof ZSessionGrant>;

/**
 * The answer to a registration, the same whether or not the email already has an account (the mail tells
 * the owner which case it is).
 */
export const ZRegisterAccepted = z
  .object({ email: z.string().max(EMAIL_MAX_LENGTH), link_valid_hours: z.number().int() })
  .meta({ id: 'RegisterAccepted' });
export type RegisterAccepted = z.infer<typeof ZRegisterAccepted>;

/** Body of POST /api/auth/register/resend: the email the confirmation link should go to again. */
export const ZResendRegistrationBody = z
  .strictObject({ email: ZEmail })
  .meta({ id: 'ResendRegistrationBody' });
export type ResendRegistrationBody = z.input<typeof ZResendRegistrationBody>;

/** Body of POST /api/auth/register/confirm: the token from the emailed link. */
export const ZConfirmRegistrationBody = z
  .strictObject({ token: requiredString().min(1, { error: 'validation.required' }).max(256) })
  .meta({ id: 'ConfirmRegistrationBody' });

export const ZRegisterResponse = z
  .object({ user_id: z.string(), advertiser_id: z.string(), email: z.string().max(EMAIL_MAX_LENGTH) })
  .meta({ id: 'RegisterResponse' });

/** spec §3 telegramData: whether the user has a Telegram chat connected, and which. */
export const ZTelegramData = z
  .object({ is_connected: z.boolean(), chat_id: z.string() })
  .meta({ id: 'TelegramData' });

export const ZMeResponse = z
  .object({ user_data: ZUserData, user_ability_rules: z.array(ZPackedRule), telegram_data: ZTelegramData })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof ZMeResponse>;

/** Path of GET /find-token/{token}; the token is the current access token. */
export const ZFindTokenParams = z.strictObject({ token: z.string().min(1).max(256) });

/** A falsy answer (null) means the token is unknown, expired or revoked. */
export const ZFindTokenResponse = z
  .object({ user_id: z.string(), expires_at: z.iso.datetime(), renewed: z.boolean() })
  .nullable()
  .meta({ id: 'FindTokenResponse' });

export const ZOkResponse = z.object({ ok: z.literal(true) }).meta({ id: 'OkResponse' });

export const ZAccountOverview = z
  .object({
    advertiser: z.object({
      id: z.string(),
      company_name: z.string(),
      company_email: z.string(),
      company_phone: z.string().nullable(),
      affiliate_code: z.string(),
      created_at: z.iso.datetime(),
    }),
    balance: z.object({ current: ZUsdt, temporary: ZUsdt, currency: z.literal('USDT') }),
    users: z.number().int(),
  })
  .meta({ id: 'AccountOverview' });
export type AccountOverview = z.infer<typeof ZAccountOverview>;

/**
 * The dashboard's getting-started checklist of a new account, each step read from the account's data:
 * the email is confirmed (an account exists only once it is), a deposit was credited, an ad exists, a bid
 * (keyword or website target) exists. `dismissed` is the caller's own choice, kept on the server.
 */
export const ZAccountChecklist = z
  .object({
    email_confirmed: z.boolean(),
    deposit: z.boolean(),
    advertisement: z.boolean(),
    bid: z.boolean(),
    dismissed: z.boolean(),
  })
  .meta({ id: 'AccountChecklist' });
export type AccountChecklist = z.infer<typeof ZAccountChecklist>;

export const ZHealthResponse = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']), uptime_s: z.number() })
  .meta({ id: 'HealthResponse' });

/** `/api/health/live`: the process answers (no database asked). */
export const ZLivenessResponse = z
  .object({ status: z.literal('ok'), uptime_s: z.number() })
  .meta({ id: 'LivenessResponse' });

export const READINESS_CHECKS = ['database', 'migrations', 'delivery_index'] as const;

/** `/api/health/ready`: whether this process should receive traffic, and which check failed when not. */
export const ZReadinessResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: z.enum(['ok', 'down']),
      /** `unknown` while the database cannot be asked. */
      migrations: z.enum(['ok', 'pending', 'unknown']),
      /** The ad server's in-memory decision index is built. */
      delivery_index: z.enum(['ok', 'loading']),
    }),
    failed: z.array(z.enum(READINESS_CHECKS)),
  })
  .meta({ id: 'ReadinessResponse' });
export type ReadinessResponse = z.infer<typeof ZReadinessResponse>;
