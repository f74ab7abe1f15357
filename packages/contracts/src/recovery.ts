import { z } from 'zod';
import { requiredString, ZEmail, ZNewPassword } from './fields.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { maskEmail, RECOVERY_LINK_MINUTES, RECOVERY_RESEND_SECONDS } from './values/recovery.ts';

export const ZForgotPasswordBody = z.strictObject({ email: ZEmail }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.input<typeof ZForgotPasswordBody>;

/** The same answer whether or not the email belongs to an account. */
export const ZForgotPasswordResponse = z
  .object({ ok: z.literal(true), resend_after_seconds: z.number().int() })
  .meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** Path of the reset and change-password links: the opaque token from the email. */
export const ZRecoveryTokenParams = z.strictObject({ token: z.string().min(1).max(256) });

/** A live link: the account's email, masked (a***@example.com). */
export const ZRecoveryLinkInfo = z
  .object({
    valid: z.literal(true),
    email_hint: z.string(),
    /** Why the link was sent: the user's own reset, an operator's request, or a team invitation. */
    reason: z.enum(['password_reset', 'password_change', 'invite']),
  })
  .meta({ id: 'RecoveryLinkInfo' });
export type RecoveryLinkInfo = z.infer<typeof ZRecoveryLinkInfo>;

export const ZSetPasswordBody = z
  .strictObject({
    password: ZNewPassword,
    confirm_password: requiredString().min(1, { error: 'validation.required' }),
  })
  .refine((body) => body.password === body.confirm_password, {
    error: 'validation.passwordMatch',
    path: ['confirm_password'],
  })
  .meta({ id: 'SetPasswordBody' });
export type SetPasswordBody = z.input<typeof ZSetPasswordBody>;

/** The password was changed: the email lets the sign-in page be prefilled. */
export const ZPasswordSetResponse = z
  .object({ ok: z.literal(true), email: z.string() })
  .meta({ id: 'PasswordSetResponse' });
export type PasswordSetResponse = z.infer<typeof ZPasswordSetResponse>;

export const ZOpsUserParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });

export const ZPasswordChangeRequested = z
  .object({ ok: z.literal(true), expires_at: z.iso.datetime() })
  .meta({ id: 'PasswordChangeRequested' });
export type PasswordChangeRequested = z.infer<typeof ZPasswordChangeRequested>;
