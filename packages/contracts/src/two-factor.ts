import { z } from 'zod';
import { ZSessionGrant } from './auth.ts';
import { requiredString, ZExistingPassword } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import { required } from './values/two-factor.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_DIGITS } from './values/two-factor.ts';

/** The 6-digit code of an authenticator app (spec: 2FA code, 6 digits, required). */
export const ZTotpCode = requiredString()
  .trim()
  .min(1, required)
  .regex(/^\d{6}$/, { error: 'validation.otpDigits' });

/** A 6-digit code or one of the recovery codes. */
export const ZTotpOrRecoveryCode = requiredString()
  .trim()
  .min(1, required)
  .max(32, { error: messageKey('validation.maxLength', { max: 32 }) });

export const ZTwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    enabled_at: z.iso.datetime().nullable(),
    recovery_codes_left: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZTwoFactorSetup = z
  .object({
    /** Base32, for manual entry in the authenticator app. */
    secret: z.string(),
    otpauth_uri: z.string(),
    /** The otpauth URI as a QR code image (data: URL). */
    qr_code: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZTwoFactorEnableBody = z.strictObject({ code: ZTotpCode }).meta({ id: 'TwoFactorEnableBody' });
export type TwoFactorEnableBody = z.input<typeof ZTwoFactorEnableBody>;

export const ZTwoFactorRecoveryCodes = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes' });
export type TwoFactorRecoveryCodes = z.infer<typeof ZTwoFactorRecoveryCodes>;

export const ZTwoFactorDisableBody = z
  .strictObject({ password: ZExistingPassword, code: ZTotpOrRecoveryCode })
  .meta({ id: 'TwoFactorDisableBody' });
export type TwoFactorDisableBody = z.input<typeof ZTwoFactorDisableBody>;

/** The answer to a correct password when the account has two-factor on: the second step is still due. */
export const ZTwoFactorChallenge = z
  .object({ two_factor_required: z.literal(true), challenge: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** POST /api/auth/login: a session, or a two-factor challenge. */
export const ZLoginResponse = z.union([ZSessionGrant, ZTwoFactorChallenge]).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZTwoFactorVerifyBody = z
  .strictObject({
    challenge: requiredString()
      .min(1, required)
      .max(256, { error: messageKey('validation.maxLength', { max: 256 }) }),
    code: ZTotpOrRecoveryCode,
  })
  .meta({ id: 'TwoFactorVerifyBody' });
export type TwoFactorVerifyBody = z.input<typeof ZTwoFactorVerifyBody>;
