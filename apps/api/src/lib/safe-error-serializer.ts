import { redactTokens } from './redact.ts';

/** Fields a database error carries that can hold row values (emails, hashes, tokens): never logged. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'values']);
const MAX_CAUSES = 4;

/** drizzle's "Failed query: …\nparams: …" message: the query stays, the parameters go. */
function withoutParams(text: string): string {
  return redactTokens(text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]'));
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * The log's `err` serializer. pino's default copies every enumerable field of an error and its message, so a
 * failed query logged the argon2id hash, token hash or email it was writing. This keeps the type, the query,
 * the SQLSTATE and the stack, and drops every value.
 */
export function safeErrorSerializer(error: Error): SerializedError {
  return serialize(error, 0);
}

function serialize(error: Error, depth: number): SerializedError {
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutParams(String(error.message)),
    stack: withoutParams(error.stack ?? ''),
  };
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      serialized[field] = typeof value === 'string' ? withoutParams(value) : value;
    }
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES)
    serialized.cause = serialize(error.cause, depth + 1);
  return serialized;
}
