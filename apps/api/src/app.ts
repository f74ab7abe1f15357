import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrationStatus } from './db/migration-status.ts';
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
import { validatorCompiler } from './lib/validator-compiler.ts';
import { actionLogRoutes } from './modules/action-log/action-log.routes.ts';
import { adImagesRoutes } from './modules/advertisements/ad-images.routes.ts';
import { advertisementsRoutes } from './modules/advertisements/advertisements.routes.ts';
import { opsAdvertisementsRoutes } from './modules/advertisements/ops-advertisements.routes.ts';
import { affiliateRoutes } from './modules/affiliate/affiliate.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import type { AuthLimitRules } from './modules/auth/auth.limits.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { opsCatalogueRoutes } from './modules/catalogue/ops-catalogue.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { opsDeliveryRoutes } from './modules/delivery/ops-delivery.routes.ts';
import { serveRoutes } from './modules/delivery/serve.routes.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { opsDepositsRoutes } from './modules/deposits/ops-deposits.routes.ts';
import { dispatchBacklog } from './modules/health/dispatch-backlog.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { metricsAccess } from './modules/health/metrics-access.ts';
import { opsLedgerRoutes } from './modules/ledger/ops-ledger.routes.ts';
import { statementsRoutes } from './modules/ledger/statements.routes.ts';
import { loginBypassRoutes } from './modules/login-bypass/login-bypass.routes.ts';
import { opsLoginBypassRoutes } from './modules/login-bypass/ops-login-bypass.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { opsMessagesRoutes } from './modules/messages/ops-messages.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { opsNotificationsRoutes } from './modules/notifications/ops-notifications.routes.ts';
import { opsOperatorsRoutes } from './modules/operators/ops-operators.routes.ts';
import { opsOverviewRoutes } from './modules/ops-overview/ops-overview.routes.ts';
import { opsOutboxRoutes } from './modules/outbox/ops-outbox.routes.ts';
import { plannerRoutes } from './modules/planner/planner.routes.ts';
import { opsPopupsRoutes } from './modules/popups/ops-popups.routes.ts';
import { popupsRoutes } from './modules/popups/popups.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { opsPromotionsRoutes } from './modules/promotions/ops-promotions.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { opsRecoveryRoutes } from './modules/recovery/ops-recovery.routes.ts';
import { recoveryRoutes } from './modules/recovery/recovery.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { telegramRoutes } from './modules/telegram/telegram.routes.ts';
import { telegramReceiveMode } from './modules/telegram/telegram-receive-mode.ts';
import { opsTutorialsRoutes } from './modules/tutorials/ops-tutorials.routes.ts';
import { tutorialsRoutes } from './modules/tutorials/tutorials.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { oversizedBodyPlugin } from './plugins/oversized-body.ts';
import { requestMetricsPlugin } from './plugins/request-metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { testClockRoutes } from './plugins/test-clock.ts';
import { webPlugin } from './plugins/web.ts';
import { createServices, type Services } from './services.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  authLimits?: Partial<AuthLimitRules> | undefined;
  routeLimits?: Partial<RouteLimitRules> | undefined;
  /** Requests per API key (tests lower it); API_KEY_LIMIT otherwise. */
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
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/** Plugins first (security, parsing, errors, auth, docs), then the modules' routes, then the web app. */
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
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
  // A request that may have changed a session, user or role is answered once this process's session cache has
  // heard of it: the caller's next request, here, already sees the change.
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method)) await services.authChanges.fence();
  });

  const production = config.NODE_ENV === 'production';
  // Links in pages, tags and messages a request asks for: in development the address the person typed.
  const originOf = originResolver({ configured: services.publicUrl, trustHost: trustsHostForLinks(config) });
  await app.register(securityPlugin, { production });
  await app.register(fastifyCookie, { secret: config.appSecret });
  await app.register(csrfPlugin, { secureCookies: production });
  await app.register(errorsPlugin);
  await app.register(oversizedBodyPlugin, { lingerMs: config.REQUEST_TIMEOUT_MS });
  await app.register(authPlugin, { auth: services.auth, apiKeys: services.apiKeys });
  await app.register(openapiPlugin);

  await app.register(healthRoutes, {
    probes: {
      ping: database.ping,
      migrated: migrationStatus(database.db),
      deliveryIndexLoaded: () => services.deliveryKeeper.ready !== null,
    },
  });
  await app.register(metricsRoutes, { metrics, access: metricsAccess(config) });
  if (deps.testClock) {
    await app.register(testClockRoutes, {
      clock: deps.testClock,
      flush: () => services.delivery.flushImpressions(),
    });
  }
  await app.register(authRoutes, {
    auth: services.auth,
    registration: services.registration,
    telegram: services.telegram,
    originOf,
  });
  await app.register(dashboardRoutes, { dashboard: services.dashboard, figures: services.dashboardFigures });
  await app.register(teamRoutes, { roles: services.roles, users: services.users });
  await app.register(twoFactorRoutes, { twoFactor: services.twoFactor });
  await app.register(recoveryRoutes, { recovery: services.recovery });
  await app.register(opsRecoveryRoutes, { recovery: services.recovery });
  await app.register(actionLogRoutes, { actionLog: services.actionLog });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(opsOutboxRoutes, { outbox: services.outbox });
  await app.register(affiliateRoutes, { affiliate: services.affiliate });
  await app.register(loginBypassRoutes, { loginBypass: services.loginBypass });
  await app.register(opsLoginBypassRoutes, { loginBypass: services.loginBypass });
  await app.register(opsOperatorsRoutes, { opsUsers: services.opsUsers });
  await app.register(apiKeysRoutes, { apiKeys: services.apiKeys });
  await app.register(depositsRoutes, {
    deposits: services.deposits,
    providerPayments: services.providerPayments,
  });
  await app.register(opsDepositsRoutes, { opsDeposits: services.opsDeposits });
  await app.register(statementsRoutes, { statements: services.statements });
  await app.register(opsLedgerRoutes, { settlement: services.settlement, statements: services.statements });
  await app.register(reportsRoutes, { reports: services.reports, figures: services.dashboardFigures });
  await app.register(promotionsRoutes, { promotions: services.promotions });
  await app.register(opsPromotionsRoutes, { promotions: services.promotions });
  await app.register(popupsRoutes, { popups: services.popups });
  await app.register(opsPopupsRoutes, {
    opsPopups: services.opsPopups,
    contentImages: services.contentImages,
  });
  await app.register(tutorialsRoutes, { tutorials: services.tutorials });
  await app.register(opsTutorialsRoutes, {
    opsTutorials: services.opsTutorials,
    tutorialCategories: services.tutorialCategories,
  });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(opsCatalogueRoutes, { catalogue: services.catalogue });
  await app.register(adImagesRoutes, { adImages: services.adImages });
  await app.register(plannerRoutes, { planner: services.planner });
  await app.register(advertisementsRoutes, {
    ads: services.advertisements,
    bulk: services.adBulk,
    targets: services.adTargets,
    budgetSchedule: services.adBudgetSchedule,
    moderation: services.adModeration,
  });
  await app.register(opsAdvertisementsRoutes, { moderation: services.adModeration });
  await app.register(notificationsRoutes, {
    notifications: services.notifications,
    notificationSettings: services.notificationSettings,
  });
  await app.register(opsNotificationsRoutes, { news: services.news, opsDispatches: services.opsDispatches });
  await app.register(telegramRoutes, {
    telegram: services.telegram,
    telegramUpdates: services.telegramUpdates,
    originOf,
    webhookSecret: services.telegramGateway ? webhookSecretOf(telegramReceiveMode(config)) : undefined,
  });
  await app.register(messagesRoutes, { messages: services.messages });
  await app.register(opsMessagesRoutes, { opsMessages: services.opsMessages });
  await app.register(searchRoutes, { search: services.search });
  await app.register(opsOverviewRoutes, { opsOverview: services.opsOverview });
  await app.register(deliveryRoutes, { clicks: services.clicks });
  await app.register(opsDeliveryRoutes, { clicks: services.clicks, siteTags: services.siteTags, originOf });
  await app.register(serveRoutes, {
    delivery: services.delivery,
    siteTags: services.siteTags,
    originOf,
    countryHeader: config.COUNTRY_HEADER,
    demoVisitors: !production,
  });

  await app.register(webPlugin, { distDir: config.WEB_DIST, production, timeZone: config.PLATFORM_TIMEZONE });
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

function webhookSecretOf(mode: ReturnType<typeof telegramReceiveMode>): string | undefined {
  return mode.kind === 'webhook' ? mode.secret : undefined;
}
