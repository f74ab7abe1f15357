/** Reset and change-password links work once and for this long. */
export const RECOVERY_LINK_MINUTES = 30;

/** The reset-email-sent screen waits this long before the email can be sent again. */
export const RECOVERY_RESEND_SECONDS = 60;

/** a***@example.com: enough to recognise one's own account, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
