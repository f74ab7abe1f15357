import { z } from 'zod';

/** Every error code the API answers with; the web translates `errors.<code>`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'ACCOUNT_INACTIVE',
  'IMPERSONATION_FORBIDDEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'REGISTRATION_LINK_USED',
  'REGISTRATION_LINK_EXPIRED',
  'ROLE_IN_USE',
  'LAST_ADMINISTRATOR',
  'INSUFFICIENT_BALANCE',
  'INVALID_TRANSITION',
  'AD_NOT_APPROVED',
  'AD_NOT_ACTIVE',
  'DUPLICATE_TARGET',
  'BID_BALANCE',
  'CLICK_ALREADY_VOID',
  'TELEGRAM_NOT_CONFIGURED',
  'TELEGRAM_NOT_CONNECTED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldError = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "email"'),
  key: z.string().describe('i18n message key, with |name=value parameters'),
  message: z.string().describe('The message translated to the request language'),
});
export type FieldError = z.infer<typeof ZFieldError>;

/** The one error response shape of the API. */
export const ZErrorResponse = z
  .object({
    requestId: z.string(),
    statusCode: z.number().int(),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(ZFieldError).optional(),
  })
  .meta({
    id: 'ErrorResponse',
    examples: [
      {
        requestId: 'c0a8012e-4f1b-4b8e-9d2a-6f0e1d2c3b4a',
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'Please correct the highlighted fields',
        fields: [{ path: 'max_bid', key: 'validation.required', message: 'Required' }],
      },
    ],
  });
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

/** The answer of a 204: no body. */
export const ZNoContent = z.null().describe('No content');
