import { type ErrorCode, type ErrorResponse, parseMessageKey } from '@adportal/contracts';
import { hasKey, translate } from '@adportal/i18n';
import { ForbiddenError } from '@casl/ability';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, type FieldIssue, statusOf } from '../lib/app-error.ts';
import { sendRateLimitHeaders } from '../lib/rate-limit-headers.ts';
import { requestLanguage } from '../lib/request-language.ts';

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** Maps one zod issue (as fastify-type-provider-zod reports it) to field issues with i18n keys. */
export function fieldIssuesOf(issue: ZodIssueLike, part: string | undefined): FieldIssue[] {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const prefix = part && part !== 'body' ? `${part}.` : '';
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params.keys as string[] | undefined) ?? [];
    return keys.map((key) => ({
      path: `${prefix}${base ? `${base}.` : ''}${key}`,
      key: 'validation.unknownField',
    }));
  }
  let key = issue.message;
  // A contract's message is an i18n key; anything else (zod's own English) becomes a generic key.
  if (!hasKey(parseMessageKey(key).key)) {
    if (issue.keyword === 'invalid_type') {
      key = issue.params.input === undefined ? 'validation.required' : 'validation.invalidType';
    } else {
      key = 'validation.invalid';
    }
  }
  return [{ path: `${prefix}${base}`, key }];
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: {
    fields?: FieldIssue[];
    params?: Record<string, string | number>;
    status?: number;
    messageKey?: string;
  } = {},
) {
  const language = requestLanguage(request.headers['accept-language']);
  const statusCode = options.status ?? statusOf(code);
  const body: ErrorResponse = {
    requestId: request.id,
    statusCode,
    code,
    message: translate(language, options.messageKey ?? `errors.${code}`, options.params),
  };
  if (options.fields?.length) {
    body.fields = options.fields.map((field) => {
      const { key, params } = parseMessageKey(field.key);
      return { path: field.path, key: field.key, message: translate(language, key, params) };
    });
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** One error handler, one response shape: { requestId, statusCode, code, message, fields? }. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.flatMap((issue) =>
        fieldIssuesOf(issue as unknown as ZodIssueLike, error.validationContext),
      );
      return sendError(request, reply, 'VALIDATION_FAILED', { fields });
    }
    // A contract parsed inside a service (a stored value, a derived body): the same 422 as at the door.
    if (error instanceof ZodError) {
      const fields = error.issues.flatMap((issue) =>
        fieldIssuesOf(
          {
            keyword: issue.code,
            instancePath: `/${issue.path.join('/')}`,
            message: issue.message,
            params: { ...issue },
          },
          undefined,
        ),
      );
      return sendError(request, reply, 'VALIDATION_FAILED', { fields });
    }
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds)
        reply.header('Retry-After', String(error.options.retryAfterSeconds));
      if (error.options.limitState) sendRateLimitHeaders(reply, error.options.limitState);
      return sendError(request, reply, error.code, {
        fields: error.options.fields,
        params: error.options.params,
        messageKey: error.options.messageKey,
      });
    }
    if (error instanceof ForbiddenError) return sendError(request, reply, 'FORBIDDEN');
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(request, reply, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', {
        status: status === 503 ? 503 : 500,
      });
    }
    request.log.info({ code: error.code, status }, 'client error');
    return sendError(request, reply, codeForStatus(status), { status });
  });
});
