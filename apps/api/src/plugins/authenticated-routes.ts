import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { type ErrorStatus, errorResponses } from '../lib/error-responses.ts';
import type { UploadField } from '../lib/openapi-description.ts';
import type { RouteLimitName, RouteLimits } from '../lib/route-limits.ts';
import type { Principal, SessionPrincipal } from '../modules/identity/principal.ts';

type ZodHandler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/** A handler of an authenticated route: the caller first, then the request and reply typed from the schema. */
type AuthenticatedHandler<Schema extends FastifySchema, Caller extends Principal = Principal> = (
  principal: Caller,
  ...args: Parameters<ZodHandler<Schema>>
) => ReturnType<ZodHandler<Schema>>;

/** A route's OpenAPI schema; tags, security and the shared error responses come from its group. */
type AuthenticatedRoute = FastifySchema & {
  tags?: never;
  security?: never;
  /** Error statuses this route answers beyond its group's. */
  errors?: ErrorStatus[];
  /** onRequest hooks that must run before the caller is identified (the upload's declared-size check). */
  beforeAuthentication?: onRequestHookHandler[];
  /** A bigger body than BODY_LIMIT_BYTES, for the few routes whose contract allows one. */
  bodyLimit?: number;
  /**
   * The rate limit (lib/route-limits.ts) a valid request counts against, after the caller is known; past it
   * 429 with Retry-After (declared in the route's responses).
   */
  limit?: RouteLimitName;
  /** A multipart upload: its file field, for the OpenAPI description (the handler reads the stream). */
  upload?: UploadField;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes' rate limits (lib/route-limits.ts), shared through Redis when REDIS_URL is set. */
    routeLimits: RouteLimits;
  }
}

interface AuthenticatedGroup {
  tags: string[];
  /** Error statuses every route of the group answers besides 401 and 403. */
  errors: ErrorStatus[];
}

/** Who may call: a signed-in person's session, or a script's API key too (docs/api.md). */
const SESSION_ONLY: Record<string, string[]>[] = [{ bearer: [] }];
const SESSION_OR_API_KEY: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];

/**
 * The one way to declare a route that needs a caller: `app.authenticate` runs on request (an anonymous request
 * is 401 before its body is read), the OpenAPI description carries the security, the group's tags and error
 * responses, and the handler receives the principal — a person's session or a script's API key, whose ability
 * is already narrowed to the key's areas and scope. Public routes are declared with `app` directly.
 */
export function authenticatedRoutes(app: FastifyInstance, group: AuthenticatedGroup) {
  return declareRoutes<Principal>(app, group, app.authenticate, SESSION_OR_API_KEY);
}

/**
 * Routes for people only (credentials: the profile and password, sessions, two-step sign-in, API keys, the team's
 * users and roles, the Telegram link): an API key gets 403 before anything runs, and the handler receives a
 * session's principal.
 */
export function sessionRoutes(app: FastifyInstance, group: AuthenticatedGroup) {
  return declareRoutes<SessionPrincipal>(app, group, app.authenticateSession, SESSION_ONLY);
}

function declareRoutes<Caller extends Principal>(
  app: FastifyInstance,
  group: AuthenticatedGroup,
  authenticate: onRequestHookHandler,
  security: Record<string, string[]>[],
) {
  const declare =
    (method: HTTPMethods) =>
    <const Schema extends AuthenticatedRoute>(
      url: string,
      route: Schema,
      handler: AuthenticatedHandler<Schema, Caller>,
    ) => {
      const { errors = [], beforeAuthentication = [], bodyLimit, limit, ...schema } = route;
      const limited = limit ? app.routeLimits[limit] : undefined;
      // A route's own limit, or an API key's (600 a minute, counted as the key is checked): 429 with Retry-After.
      const answers429 = limited !== undefined || security.some((requirement) => 'apiKey' in requirement);
      const options: RouteOptions = {
        method,
        url,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        onRequest: [...beforeAuthentication, authenticate],
        // After validation: a request refused as malformed costs nothing and is not counted.
        ...(limited
          ? {
              preHandler: async (request) => {
                const { user } = principalOf(request);
                await limited.consume({ userId: user.id, advertiserId: user.advertiserId, ip: request.ip });
              },
            }
          : {}),
        schema: {
          ...schema,
          tags: group.tags,
          security,
          response: {
            ...errorResponses(401, 403, ...group.errors, ...errors, ...(answers429 ? [429 as const] : [])),
            ...(schema.response as object | undefined),
          },
        },
        handler: (request, reply) =>
          (handler as AuthenticatedHandler<FastifySchema, Caller>)(
            principalOf(request) as Caller,
            request,
            reply,
          ),
      };
      app.route(options);
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}

function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}
