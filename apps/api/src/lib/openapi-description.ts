/**
 * What every route's OpenAPI description shares, added where the description is made (plugins/openapi.ts) so a
 * route declared with `app` or the authenticated-route helpers gets it without saying so:
 *
 * - per route (`describeRoute`, after the zod transform): `security: []` on a route that declares none (it is
 *   public); a multipart body from the route's `upload`; 400, 413 and 415 on a route that takes a body; the
 *   `headers` of a response given in the content form;
 * - per document (`describeOperations`): `X-Remember-Token` on session routes, `X-Access-Token` on their answers,
 *   the `RateLimit-*` fields on the answers of API-key routes, `Retry-After` on every 429, `Location` on every
 *   redirect, and only the component schemas something refers to (the zod type provider writes an input and an
 *   output copy of each registered schema; most are used one way only).
 */

/** A multipart upload's file field, for the description only (the route reads the stream itself). */
export interface UploadField {
  /** The form field that carries the file. */
  field: string;
  description: string;
}

/** A response header in a route's response given in the content form: a JSON schema with its description. */
export interface ResponseHeader {
  type: 'string' | 'integer';
  description: string;
}

type Json = Record<string, unknown>;

interface Response extends Json {
  description?: string;
  content?: Record<string, Json>;
  headers?: Record<string, Json>;
}

interface Operation extends Json {
  security?: Record<string, string[]>[];
  parameters?: Json[];
  responses?: Record<string, Response>;
}

export interface OpenApiObject extends Json {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, unknown> };
}

interface TransformedRoute {
  // biome-ignore lint/suspicious/noExplicitAny: what @fastify/swagger's transform hands on (a FastifySchema, loosely typed)
  schema: any;
  url: string;
}

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const BODY_ERRORS = ['400', '413', '415'];
/** The one error shape (ZErrorResponse, registered as ErrorResponse), as the zod transform refers to it. */
const ERROR_RESPONSE = { $ref: '#/components/schemas/ErrorResponse' };

/** After the zod transform: what the route's declaration says beyond Fastify's schema. */
export function describeRoute(transformed: TransformedRoute, declared: unknown): TransformedRoute {
  const schema = transformed.schema;
  if (!schema || schema.hide || !isPlainObject(declared)) return transformed;
  // A route without security is public: said so, not inherited (there is no document-wide security).
  if (declared.security === undefined) schema.security = [];
  const upload = declared.upload as UploadField | undefined;
  if (upload) {
    delete schema.upload;
    schema.body = {
      type: 'object',
      required: [upload.field],
      properties: {
        [upload.field]: {
          type: 'string',
          contentMediaType: 'application/octet-stream',
          description: upload.description,
        },
      },
    };
  }
  // A body is read before the route runs: malformed (400), too large (413) or of another media type (415), it is
  // refused in the one error shape (plugins/errors.ts), whatever the route.
  if (declared.body !== undefined || upload) {
    schema.response ??= {};
    for (const status of BODY_ERRORS) schema.response[status] ??= { ...ERROR_RESPONSE };
  }
  const responses = isPlainObject(declared.response) ? declared.response : {};
  for (const [status, response] of Object.entries(responses)) {
    const target = schema.response?.[status];
    if (isPlainObject(response) && isPlainObject(response.headers) && target)
      target.headers = response.headers;
  }
  return transformed;
}

const header = (description: string, schema: Json = { type: 'string' }) => ({ description, schema });

const SHARED_HEADERS = {
  'X-Access-Token': header(
    'A renewed access token, when the request carried an expired one and a valid X-Remember-Token: use it from now on',
  ),
  'X-Access-Token-Expires-At': header('When the renewed access token expires', {
    type: 'string',
    format: 'date-time',
  }),
  'RateLimit-Limit': header("Requests the API key may make in the window (API-key requests' answers)", {
    type: 'integer',
  }),
  'RateLimit-Remaining': header('Requests left in the current window', { type: 'integer' }),
  'RateLimit-Reset': header('Seconds until the window resets', { type: 'integer' }),
  'RateLimit-Policy': header('The limit and its window, e.g. `600;w=60`'),
  'Retry-After': header('Seconds to wait before trying again', { type: 'integer' }),
  Location: header('Where the redirect leads'),
} satisfies Record<string, Json>;

type SharedHeader = keyof typeof SHARED_HEADERS;

const SESSION_HEADERS: SharedHeader[] = ['X-Access-Token', 'X-Access-Token-Expires-At'];
const API_KEY_HEADERS: SharedHeader[] = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
];

const REMEMBER_TOKEN = {
  name: 'X-Remember-Token',
  in: 'header',
  required: false,
  description:
    "The session's remember token (from sign-in): with an expired access token, the request is answered and a new access token comes back in X-Access-Token",
  schema: { type: 'string' },
};

const headerRef = (name: SharedHeader) => ({ $ref: `#/components/headers/${name}` });

/** The whole document: the shared headers and parameters, and only the component schemas in use. */
export function describeOperations(document: OpenApiObject): OpenApiObject {
  document.components ??= {};
  const components = document.components;
  components.headers = { ...(components.headers as Json | undefined), ...SHARED_HEADERS };
  components.parameters = { ...(components.parameters as Json | undefined), RememberToken: REMEMBER_TOKEN };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
      const answerHeaders: SharedHeader[] = [
        ...(schemes.has('bearer') ? SESSION_HEADERS : []),
        ...(schemes.has('apiKey') ? API_KEY_HEADERS : []),
      ];
      if (schemes.has('bearer'))
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: '#/components/parameters/RememberToken' },
        ];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const names = [
          ...answerHeaders,
          ...(status === '429' ? (['Retry-After'] as const) : []),
          ...(/^3\d\d$/.test(status) && status !== '304' ? (['Location'] as const) : []),
        ];
        if (names.length === 0) continue;
        response.headers = {
          ...Object.fromEntries(names.map((name) => [name, headerRef(name)])),
          ...response.headers,
        };
      }
    }
  }
  components.schemas = usedSchemas(document);
  return document;
}

/** The component schemas referred to from outside `components.schemas`, and those they refer to in turn. */
function usedSchemas(document: OpenApiObject): Record<string, unknown> {
  const schemas = document.components?.schemas ?? {};
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith(prefix)) {
          const name = child.slice(prefix.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(child);
      }
    }
  };
  visit({ ...document, components: { ...document.components, schemas: undefined } });
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
