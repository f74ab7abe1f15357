/** 20+ token characters with a digit or a capital: a random token, never a lower-case route name. */
const TOKEN_CHARS = '(?=[A-Za-z0-9_-]*[0-9A-Z])[A-Za-z0-9_-]{20,}';
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const END = '(?=[/?#&\\s"\'<]|$)';
/** A path segment of 20+ token characters that is not a plain UUID (row ids are not secrets). */
const SECRET_SEGMENT = new RegExp(`(?<=/)(?!${UUID}${END})${TOKEN_CHARS}${END}`, 'g');
/** A query value of 20+ token characters (`?token=…`). */
const SECRET_QUERY_VALUE = new RegExp(`(?<=[?&][^=&#\\s]*=)${TOKEN_CHARS}${END}`, 'g');

export const REDACTED = '[redacted]';

/**
 * One rule for every URL that may carry a secret (a confirmation, reset, invitation or sign-in link, the
 * find-token check): any path segment or query value that looks like a token is replaced. It needs no list of
 * routes, so a route added later with a token in its path is covered too.
 */
export function redactTokens(text: string): string {
  return text.replace(SECRET_SEGMENT, REDACTED).replace(SECRET_QUERY_VALUE, REDACTED);
}
