import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { adServer } from './ad-server.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { CountedMailer } from './integrations/mailer/counted-mailer.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './integrations/mailer/mailer.ts';
import { objectStorageFor } from './integrations/storage/storage-from-config.ts';
import type { SandboxBotApi } from './integrations/telegram/sandbox-bot-api.ts';
import { TelegramGateway, type TelegramPacing } from './integrations/telegram/telegram-gateway.ts';
import { AppMetrics } from './lib/metrics.ts';
import { logRequestLine, prettyLogStream } from './lib/pretty-log.ts';
import type { LimitRule } from './lib/rate-limiter.ts';
import { redactTokens } from './lib/redact.ts';
import { originResolver, trustsHostForLinks } from './lib/request-origin.ts';
import type { RouteLimitRules } from './lib/route-limits.ts';
import { safeErrorSerializer } from './lib/safe-error-serializer.ts';
import type { TestClock } from './lib/test-clock.ts';
import type { AuthLimitRules } from './modules/auth/auth.limits.ts';
import { dispatchBacklog } from './modules/health/dispatch-backlog.repository.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestMetricsPlugin } from './plugins/request-metrics.ts';
import { portal } from './portal.ts';
import { createServices, type Services } from './services.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  authLimits?: Partial<AuthLimitRules> | undefined;
  routeLimits?: Partial<RouteLimitRules> | undefined;
  /** Requests per API key (tests lower it); API_KEY_REQUESTS_PER_MINUTE a minute otherwise. */
  apiKeyLimit?: LimitRule | undefined;
  now?: (() => Date) | undefined;
  /** The forgot-password answer's floor (RecoveryService; tests of the rate limits need none). */
  forgotMinimumMs?: number | undefined;
  /** The sign-up answer's floor (RegistrationService; tests other than its own need none). */
  registrationMinimumMs?: number | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer chosen from config (SMTP_URL → SMTP, else the outbox table). */
  mailer?: Mailer | undefined;
  /** The local sandbox bot (no TELEGRAM_BOT_TOKEN outside production, and tests): Telegram goes to it. */
  telegramSandbox?: SandboxBotApi | undefined;
  /** Replaces the Telegram gateway's pacing (tests: no second-long wait between two messages to one chat). */
  telegramPacing?: TelegramPacing | undefined;
  /** The end-to-end server's movable clock (TEST_CLOCK): its `now` is the app's, and POST /api/test/clock moves it. */
  testClock?: TestClock | undefined;
  /** What /metrics shows (lib/metrics.ts); a fresh set per app when not given. */
  metrics?: AppMetrics | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Never log a secret: credential headers and cookies are not logged, and every URL goes through the one
 * token-redaction rule (confirmation, reset, invitation, sign-in and find-token paths, and any added later).
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(config.LOG_FORMAT === 'pretty' ? { stream: prettyLogStream() } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-remember-token"]',
        'req.headers.cookie',
        'password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactTokens(request.url),
        remoteAddress: request.ip,
      }),
      err: safeErrorSerializer,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** This app's metrics: main.ts hands them the job queue and serves them on METRICS_PORT. */
    metrics: AppMetrics;
    /** PLATFORM_TIMEZONE: the clock every moment is shown on (screens, exports). */
    platformTimeZone: string;
  }
}

/**
 * The root holds what every request shares (logger, trustProxy, request id, timeouts, the request timing for
 * /metrics, the services); the portal (portal.ts) and the ad server (ad-server.ts) are sibling contexts under it.
 */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  // Pretty logs: one line per request (lib/pretty-log.ts) instead of Fastify's incoming/completed pair.
  const requestLines = !deps.logger && config.LOG_FORMAT === 'pretty';
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    ...(requestLines ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A body shorter than its Content-Length, or headers that never end, must not hold a socket for minutes.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(10_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: 1000,
    },
    trustProxy: config.TRUST_PROXY,
    // Signed tracking tokens (130 characters) travel in the path of the ad server's links.
    routerOptions: { maxParamLength: 200 },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  if (requestLines) app.addHook('onResponse', logRequestLine);
  const metrics = deps.metrics ?? new AppMetrics();
  await app.register(requestMetricsPlugin, { metrics });

  const mailer = new CountedMailer(
    deps.mailer ??
      (config.SMTP_URL
        ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : new OutboxMailer(database.db, app.log, config.NODE_ENV === 'development')),
    metrics,
  );
  const services = createServices({
    db: database.db,
    config: {
      ...config,
      publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    },
    mailer,
    storage: objectStorageFor(config),
    redis: deps.redis,
    authLimits: deps.authLimits,
    routeLimits: deps.routeLimits,
    apiKeyLimit: deps.apiKeyLimit,
    now: deps.testClock?.now ?? deps.now,
    forgotMinimumMs: deps.forgotMinimumMs,
    registrationMinimumMs: deps.registrationMinimumMs,
    databaseKind: database.kind,
    listen: database.listen,
    log: app.log,
    telegram: telegramOf(config, deps.telegramSandbox, deps.telegramPacing),
    metrics,
  });
  app.decorate('services', services);
  app.decorate('metrics', metrics);
  if (database.pool) metrics.watchPool(database.pool);
  metrics.watchDispatchBacklog(() => dispatchBacklog(database.db));
  app.decorate('routeLimits', services.routeLimits);
  app.decorate('platformTimeZone', config.PLATFORM_TIMEZONE);
  // The ad server decides from an in-memory index: built before the first request, written out on close.
  // Sessions are answered from memory while their changes are heard (ADR 27).
  app.addHook('onReady', async () => {
    await services.reportRollups.prepare();
    await services.delivery.start();
    await services.authChanges.start();
  });
  app.addHook('onClose', async () => {
    await services.authChanges.stop();
    await services.delivery.stop();
  });

  const production = config.NODE_ENV === 'production';
  // Links in pages, tags and messages a request asks for: in development the address the person typed.
  const originOf = originResolver({ configured: services.publicUrl, trustHost: trustsHostForLinks(config) });
  // Two sibling contexts (ADR 29): the portal with its plugins, and the ad server without them. The OpenAPI
  // description, registered first here at the root, sees the routes of both.
  await app.register(openapiPlugin);
  await app.register(portal, {
    config,
    database,
    services,
    metrics,
    originOf,
    testClock: deps.testClock,
  });
  await app.register(adServer, {
    delivery: services.delivery,
    siteTags: services.siteTags,
    adImages: services.adImages,
    originOf,
    countryHeader: config.COUNTRY_HEADER,
    production,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The bot: the sandbox when one runs, else the configured token at TELEGRAM_API_ROOT, else none. */
function telegramOf(config: Config, sandbox: SandboxBotApi | undefined, pacing: TelegramPacing = {}) {
  if (sandbox)
    return {
      gateway: new TelegramGateway({ token: sandbox.token, apiRoot: sandbox.url, ...pacing }),
      sandbox,
    };
  if (!config.TELEGRAM_BOT_TOKEN) return undefined;
  return {
    gateway: new TelegramGateway({
      token: config.TELEGRAM_BOT_TOKEN,
      apiRoot: config.TELEGRAM_API_ROOT,
      ...pacing,
    }),
  };
}
