import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** C0 controls other than tab, line feed and carriage return: PostgreSQL refuses NUL, and none is text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** Half of a surrogate pair: not a character, and a driver would silently turn it into U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isBadText(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}
const MAX_DEPTH = 32;

/** The path of every string in `data` that holds a control character or half of a surrogate pair. */
export function badTextPaths(data: unknown, path: (string | number)[] = [], found: string[][] = []) {
  if (typeof data === 'string') {
    if (isBadText(data)) found.push(path.map(String));
  } else if (data && typeof data === 'object' && path.length < MAX_DEPTH) {
    for (const [key, value] of Object.entries(data)) {
      if (isBadText(key)) found.push([...path.map(String), key]);
      else badTextPaths(value, [...path, key], found);
    }
  }
  return found;
}

/**
 * The zod validator of every route (body, query, params, headers), preceded by one rule no contract has to
 * repeat: text must be text. A NUL or another control character is refused as a field error, in the same
 * shape as zod's own, before it can reach a service or the database.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const paths = badTextPaths(data);
    if (paths.length === 0) return validate(data);
    return {
      error: paths.map((path) => ({
        [Symbol.for('ZodFastifySchemaValidationError')]: true,
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/custom`,
        message: 'validation.controlCharacter',
        params: {},
      })),
    } as unknown as ReturnType<ReturnType<typeof zodValidatorCompiler>>;
  };
};
