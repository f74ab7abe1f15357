import type { ErrorCode, FieldError } from '@adportal/contracts';
import type { LimitState } from './rate-limiter.ts';

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  ACCOUNT_INACTIVE: 403,
  IMPERSONATION_FORBIDDEN: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  REGISTRATION_LINK_USED: 410,
  REGISTRATION_LINK_EXPIRED: 410,
  ROLE_IN_USE: 409,
  LAST_ADMINISTRATOR: 409,
  INSUFFICIENT_BALANCE: 409,
  INVALID_TRANSITION: 409,
  AD_NOT_APPROVED: 409,
  AD_NOT_ACTIVE: 409,
  DUPLICATE_TARGET: 409,
  BID_BALANCE: 409,
  CLICK_ALREADY_VOID: 409,
  TELEGRAM_NOT_CONFIGURED: 409,
  TELEGRAM_NOT_CONNECTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function statusOf(code: ErrorCode): number {
  return STATUS_OF[code];
}

/** A field problem before translation: the i18n key (with |params) of the message. */
export type FieldIssue = Pick<FieldError, 'path' | 'key'>;

/** The typed error every service throws; the error handler turns it into the one response shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      fields?: FieldIssue[];
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
      /** A counted request's window (RateLimit-* headers), on a 429 of a counter that sends them. */
      limitState?: LimitState;
      /** Another message than `errors.<code>` for the same code, e.g. "too many requests" for a 429 of a route limit. */
      messageKey?: `errors.${string}`;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
  }
}
