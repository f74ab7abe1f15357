import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Mailer } from './integrations/mailer/mailer.ts';
import { NowPaymentsClient } from './integrations/nowpayments/nowpayments-client.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import type { SandboxBotApi } from './integrations/telegram/sandbox-bot-api.ts';
import type { TelegramGateway } from './integrations/telegram/telegram-gateway.ts';
import { isValidTronAddress } from './integrations/tron/address.ts';
import { TronGridClient } from './integrations/tron/trongrid-client.ts';
import type { AppMetrics } from './lib/metrics.ts';
import { Limiter, type LimitRule } from './lib/rate-limiter.ts';
import { createRouteLimits, type RouteLimitRules } from './lib/route-limits.ts';
import { SecretBox } from './lib/secret-box.ts';
import { ActionLogService } from './modules/action-log/action-log.service.ts';
import { AdBudgetScheduleService } from './modules/advertisements/ad-budget-schedule.service.ts';
import { AdBulkService } from './modules/advertisements/ad-bulk.service.ts';
import { AdImagesService } from './modules/advertisements/ad-images.service.ts';
import { AdModerationService } from './modules/advertisements/ad-moderation.service.ts';
import { AdReader } from './modules/advertisements/ad-reader.ts';
import { AdRunEndsService } from './modules/advertisements/ad-run-ends.service.ts';
import { AdTargetsService } from './modules/advertisements/ad-targets.service.ts';
import { AdvertisementsService } from './modules/advertisements/advertisements.service.ts';
import { AdvertisersService } from './modules/advertisers/advertisers.service.ts';
import { AffiliateService } from './modules/affiliate/affiliate.service.ts';
import { ApiKeyCache } from './modules/api-keys/api-key-cache.ts';
import { ApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { type AuthLimitRules, authLimitsFrom, createAuthLimiters } from './modules/auth/auth.limits.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CurrentCredentialGuard } from './modules/auth/current-credential.limits.ts';
import { RegistrationService } from './modules/auth/registration.service.ts';
import { CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { DashboardService } from './modules/dashboard/dashboard.service.ts';
import { AdRankService } from './modules/delivery/ad-rank.service.ts';
import { type ClickRuleLimits, DEFAULT_CLICK_RULES } from './modules/delivery/click-rules.ts';
import { ClicksService } from './modules/delivery/clicks.service.ts';
import { DayCloseService } from './modules/delivery/day-close.service.ts';
import { type DeliveryMetrics, DeliveryService } from './modules/delivery/delivery.service.ts';
import { DeliveryAlerts } from './modules/delivery/delivery-alerts.ts';
import { DeliveryIndexKeeper } from './modules/delivery/delivery-index-keeper.ts';
import { SiteTagsService } from './modules/delivery/site-tags.service.ts';
import { TrackingTokens } from './modules/delivery/tracking-token.ts';
import { DepositCreditingService } from './modules/deposits/deposit-crediting.service.ts';
import type { ManualDepositConfig, PaymentProviderConfig } from './modules/deposits/deposit-methods.ts';
import { DepositSweepService } from './modules/deposits/deposit-sweep.service.ts';
import { DepositsService } from './modules/deposits/deposits.service.ts';
import { OpsDepositsService } from './modules/deposits/ops-deposits.service.ts';
import { ProviderPaymentsService } from './modules/deposits/provider-payments.service.ts';
import { AuthChanges } from './modules/identity/auth-changes.ts';
import { notifyAuthChanged } from './modules/identity/session.repository.ts';
import { SessionService } from './modules/identity/session.service.ts';
import { CacheGroup, SessionCache } from './modules/identity/session-cache.ts';
import { UserTokenService } from './modules/identity/user-token.service.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import { SettlementService } from './modules/ledger/settlement.service.ts';
import { StatementsService } from './modules/ledger/statements.service.ts';
import { LoginBypassService } from './modules/login-bypass/login-bypass.service.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import { OpsMessagesService } from './modules/messages/ops-messages.service.ts';
import { SupportAlerts } from './modules/messages/support-alerts.ts';
import { DispatchPlanner } from './modules/notifications/dispatch-planner.ts';
import { DispatchWorker } from './modules/notifications/dispatch-worker.ts';
import { NewsService } from './modules/notifications/news.service.ts';
import { NotificationAlertsService } from './modules/notifications/notification-alerts.service.ts';
import { NotificationSettingsService } from './modules/notifications/notification-settings.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { OpsDispatchesService } from './modules/notifications/ops-dispatches.service.ts';
import { OperatorsService } from './modules/operators/operators.service.ts';
import { OpsUsersService } from './modules/operators/ops-users.service.ts';
import { OpsOverviewService } from './modules/ops-overview/ops-overview.service.ts';
import { OutboxService } from './modules/outbox/outbox.service.ts';
import { BidLandscapeService } from './modules/planner/bid-landscape.service.ts';
import { PlannerService } from './modules/planner/planner.service.ts';
import { ContentImagesService } from './modules/popups/content-images.service.ts';
import { OpsPopupsService } from './modules/popups/ops-popups.service.ts';
import { PopupsService } from './modules/popups/popups.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { PromotionsService } from './modules/promotions/promotions.service.ts';
import { createRecoveryLimiters, DEFAULT_RECOVERY_LIMITS } from './modules/recovery/recovery.limits.ts';
import { RecoveryService } from './modules/recovery/recovery.service.ts';
import { AdFiguresService } from './modules/reports/ad-figures.service.ts';
import { DashboardFiguresService } from './modules/reports/dashboard-figures.service.ts';
import { ReportRollupsService } from './modules/reports/report-rollups.service.ts';
import { ReportsService } from './modules/reports/reports.service.ts';
import { SearchService } from './modules/search/search.service.ts';
import { RolesService } from './modules/team/roles.service.ts';
import { TeamService } from './modules/team/team.service.ts';
import { UsersService } from './modules/team/users.service.ts';
import { TelegramService } from './modules/telegram/telegram.service.ts';
import { TelegramLinks } from './modules/telegram/telegram-links.ts';
import { TelegramUpdatesService } from './modules/telegram/telegram-updates.service.ts';
import { OpsTutorialsService } from './modules/tutorials/ops-tutorials.service.ts';
import { TutorialCategoriesService } from './modules/tutorials/tutorial-categories.service.ts';
import { TutorialsService } from './modules/tutorials/tutorials.service.ts';
import { TwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { WebhookEndpointsService } from './modules/webhooks/webhook-endpoints.service.ts';
import { WebhookEvents } from './modules/webhooks/webhook-events.ts';
import { WebhookSender } from './modules/webhooks/webhook-sender.ts';

export interface ServiceDeps {
  db: Database;
  config: Pick<
    Config,
    | 'ACCESS_TOKEN_TTL_MINUTES'
    | 'REMEMBER_TOKEN_TTL_DAYS'
    | 'SESSION_CACHE_TTL_MS'
    | 'LOGIN_ATTEMPTS_PER_IP'
    | 'API_KEY_REQUESTS_PER_MINUTE'
    | 'LOGIN_FAILURES_PER_EMAIL'
    | 'REGISTRATIONS_PER_IP'
    | 'appSecret'
    | 'PLATFORM_TIMEZONE'
    | 'PAYMENT_PROVIDER_URL'
    | 'PAYMENT_PROVIDER_API_KEY'
    | 'PAYMENT_PROVIDER_IPN_SECRET'
    | 'PAYMENT_IPN_URL'
    | 'TRONGRID_URL'
    | 'TRONGRID_API_KEY'
    | 'TRON_DEPOSIT_ADDRESS'
    | 'MANUAL_DEPOSIT_HOURS'
    | 'paymentSandbox'
    | 'CLICK_LINK_TTL_MINUTES'
    | 'CLICK_MIN_DELAY_MS'
    | 'CLICK_IP_LIMIT'
    | 'CLICK_IP_WINDOW_MINUTES'
    | 'DAILY_IP_CLICK_LIMIT'
    | 'IMPRESSION_FLUSH_MS'
    | 'IMPRESSION_DURABILITY'
    | 'IMPRESSION_IP_LIMIT'
    | 'IMPRESSION_IP_WINDOW_MINUTES'
    | 'DELIVERY_POLL_MS'
    | 'DELIVERY_MONEY_REFRESH_MS'
    | 'CLICK_RETENTION_MONTHS'
    | 'NODE_ENV'
    | 'WEBHOOK_ALLOW_PRIVATE_URLS'
  > & { publicUrl: string };
  /** The database's LISTEN (DatabaseHandle.listen): delivery changes reach the ad server without waiting for its poll. */
  listen?: DatabaseHandle['listen'];
  /** PGlite has one connection: click batches are written one at a time there. */
  databaseKind?: 'pglite' | 'postgres';
  /** Where the ad server's errors go (a failed batch is answered, never thrown at a visitor). */
  log?: { error(object: object, message: string): void; warn(object: object, message: string): void };
  mailer: Mailer;
  /** The Telegram bot when one is configured (or the sandbox bot runs); without it Telegram is off. */
  telegram?: { gateway: TelegramGateway; sandbox?: SandboxBotApi | undefined } | undefined;
  /** Where uploaded ad images are kept. */
  storage: ObjectStorage;
  redis?: Redis | undefined;
  /** Replaces some of the rules derived from config (tests tighten or loosen one at a time). */
  authLimits?: Partial<AuthLimitRules> | undefined;
  /** Replaces some of the routes' rate limits (lib/route-limits.ts), as authLimits does. */
  routeLimits?: Partial<RouteLimitRules> | undefined;
  apiKeyLimit?: LimitRule | undefined;
  now?: (() => Date) | undefined;
  /** The forgot-password answer's floor (RecoveryService; 250 ms unless given). */
  forgotMinimumMs?: number | undefined;
  /** The sign-up answer's floor (RegistrationService; REGISTRATION_MINIMUM_MS unless given). */
  registrationMinimumMs?: number | undefined;
  /** Where the ad server counts its decisions, impressions and clicks, sessions and keys their lookups, webhooks their deliveries (lib/metrics.ts). */
  metrics?:
    | (DeliveryMetrics & Pick<AppMetrics, 'sessionLookups' | 'apiKeyLookups' | 'webhookDeliveries'>)
    | undefined;
}

/** The most sessions one process keeps in its session cache (ADR 27: a few KB each). */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** Wires every service once; routes, jobs, the seed and tests all use these same instances. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps;
  const team = new TeamService();
  const advertisers = new AdvertisersService();
  const ledger = new LedgerService({ timeZone: deps.config.PLATFORM_TIMEZONE, now: deps.now });
  const secretBox = new SecretBox(deps.config.appSecret);
  const userTokens = new UserTokenService({ db, now: deps.now });
  const sessionCache = new SessionCache({
    ttlMs: deps.config.SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
  });
  const apiKeyCache = new ApiKeyCache(
    { ttlMs: deps.config.SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES },
    deps.config.PLATFORM_TIMEZONE,
  );
  const sessions = new SessionService({
    db,
    policy: {
      accessTtlMs: deps.config.ACCESS_TOKEN_TTL_MINUTES * 60_000,
      rememberTtlMs: deps.config.REMEMBER_TOKEN_TTL_DAYS * 86_400_000,
    },
    now: deps.now,
    cache: sessionCache,
    metrics: deps.metrics,
  });
  const authLimiters = createAuthLimiters({ ...authLimitsFrom(deps.config), ...deps.authLimits }, deps.redis);
  const auth = new AuthService({ db, sessions, team, limits: authLimiters, userTokens });
  const apiKeys = new ApiKeysService({
    db,
    timeZone: deps.config.PLATFORM_TIMEZONE,
    cache: apiKeyCache,
    metrics: deps.metrics,
    limiter: new Limiter(
      'api-key',
      deps.apiKeyLimit ?? { points: deps.config.API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 },
      deps.redis,
      'requests',
    ),
    now: deps.now,
  });
  const credentialChecks = new CurrentCredentialGuard(undefined, deps.redis);
  const registration = new RegistrationService({
    db,
    team,
    advertisers,
    limits: authLimiters,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    now: deps.now,
    minimumMs: deps.registrationMinimumMs,
  });
  const recovery = new RecoveryService({
    db,
    userTokens,
    sessions,
    team,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    limits: createRecoveryLimiters(DEFAULT_RECOVERY_LIMITS, deps.redis),
    loginFailuresPerEmail: authLimiters.loginFailuresPerEmail,
    now: deps.now,
    forgotMinimumMs: deps.forgotMinimumMs,
  });
  const telegram = telegramServices(deps, team, userTokens);
  const webhookEvents = new WebhookEvents({ now: deps.now });
  // Local receivers only where the configuration allows them; https only in production (ADR 33).
  const webhookPolicy = {
    allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_URLS,
    requireHttps: deps.config.NODE_ENV === 'production',
  };
  const notifications = new NotificationsService({
    db,
    planner: new DispatchPlanner({
      team,
      telegramLinks: telegram.telegramLinks,
      publicUrl: deps.config.publicUrl,
      telegramEnabled: deps.telegram !== undefined,
    }),
    now: deps.now,
  });
  const promotions = new PromotionsService({
    db,
    ledger,
    timeZone: deps.config.PLATFORM_TIMEZONE,
    now: deps.now,
    notifications,
  });
  const delivery = deliveryServices(deps, ledger, notifications, webhookEvents);
  const ads = adServices(deps, ledger, notifications, delivery.adRank, webhookEvents);
  const catalogue = new CatalogueService({ db });
  const bidLandscape = new BidLandscapeService({ adRank: delivery.adRank });
  const reports = reportServices(deps, ledger, catalogue, bidLandscape);
  const depositsByJob = depositServices(deps, ledger, promotions, notifications, webhookEvents);
  const tutorials = new TutorialsService({ db });
  const opsMessages = new OpsMessagesService({ db, notifications, webhooks: webhookEvents, now: deps.now });
  return {
    ...delivery,
    settlement: new SettlementService({
      db,
      ledger,
      dayClose: delivery.dayClose,
      rollups: reports.reportRollups,
      webhooks: webhookEvents,
    }),
    notifications,
    webhookEvents,
    webhookEndpoints: new WebhookEndpointsService({ db, secretBox, policy: webhookPolicy, now: deps.now }),
    webhookSender: new WebhookSender({
      db,
      secretBox,
      notifications,
      policy: webhookPolicy,
      now: deps.now,
      metrics: deps.metrics,
    }),
    ...telegram,
    telegram: new TelegramService({
      db,
      gateway: deps.telegram?.gateway,
      sandbox: deps.telegram?.sandbox,
      links: telegram.telegramLinks,
      userTokens,
      notifications,
      publicUrl: deps.config.publicUrl,
      now: deps.now ?? (() => new Date()),
    }),
    notificationSettings: new NotificationSettingsService({
      db,
      telegramLinks: telegram.telegramLinks,
      telegramAvailable: deps.telegram !== undefined,
      timeZone: deps.config.PLATFORM_TIMEZONE,
      now: deps.now ?? (() => new Date()),
    }),
    news: new NewsService({ db, advertisers, notifications }),
    opsDispatches: new OpsDispatchesService({ db }),
    messages: new MessagesService({
      db,
      now: deps.now,
      alerts: new SupportAlerts({ team, mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
    }),
    opsMessages,
    opsOverview: new OpsOverviewService({
      moderation: ads.adModeration,
      opsDeposits: depositsByJob.opsDeposits,
      opsMessages,
    }),
    ...ads,
    adTargets: new AdTargetsService({ db, ledger, catalogue, bidAdvisor: bidLandscape, now: deps.now }),
    adBulk: new AdBulkService({ db, ledger, catalogue, now: deps.now }),
    catalogue,
    planner: new PlannerService({ db, ledger, advertisements: ads.advertisements, catalogue, bidLandscape }),
    ...reports,
    notificationAlerts: new NotificationAlertsService({
      db,
      team,
      ledger,
      dashboard: reports.dashboardFigures,
      notifications,
      telegramLinks: telegram.telegramLinks,
      telegramEnabled: deps.telegram !== undefined,
      timeZone: deps.config.PLATFORM_TIMEZONE,
      publicUrl: deps.config.publicUrl,
      now: deps.now ?? (() => new Date()),
      webhooks: webhookEvents,
    }),
    statements: new StatementsService({ db, ledger, advertisers }),
    promotions,
    popups: new PopupsService({ db, publicUrl: deps.config.publicUrl, now: deps.now }),
    opsPopups: new OpsPopupsService({ db, storage: deps.storage, now: deps.now }),
    contentImages: new ContentImagesService({ db, storage: deps.storage }),
    ...depositsByJob,
    mailer: deps.mailer,
    routeLimits: createRouteLimits(deps.routeLimits, deps.redis),
    secretBox,
    userTokens,
    publicUrl: deps.config.publicUrl,
    team,
    advertisers,
    ledger,
    sessions,
    sessionCache,
    authChanges: new AuthChanges({
      cache: new CacheGroup([sessionCache, apiKeyCache]),
      listen: deps.listen,
      notify: (payload) => notifyAuthChanged(db, payload),
      log: deps.log,
    }),
    auth,
    registration,
    recovery,
    dashboard: new DashboardService({
      db,
      advertisers,
      ledger,
      team,
      advertisements: ads.advertisements,
      now: deps.now,
    }),
    actionLog: new ActionLogService({ db, timeZone: deps.config.PLATFORM_TIMEZONE }),
    profile: new ProfileService({ db, advertisers, team, sessions, credentialChecks, now: deps.now }),
    outbox: new OutboxService({ db }),
    affiliate: new AffiliateService({ db, advertisers, team, now: deps.now }),
    loginBypass: new LoginBypassService({
      db,
      team,
      auth,
      userTokens,
      publicUrl: deps.config.publicUrl,
      redis: deps.redis,
      now: deps.now,
    }),
    operators: new OperatorsService({ db, team }),
    apiKeys,
    opsUsers: new OpsUsersService({ db, team, apiKeys }),
    roles: new RolesService({ db }),
    users: new UsersService({
      db,
      advertisers,
      sessions,
      userTokens,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
    }),
    twoFactor: new TwoFactorService({
      db,
      secretBox,
      userTokens,
      auth,
      team,
      credentialChecks,
      redis: deps.redis,
      now: deps.now,
    }),
    tutorials,
    search: new SearchService({
      advertisements: ads.advertisements,
      deposits: depositsByJob.deposits,
      tutorials,
    }),
    opsTutorials: new OpsTutorialsService({ db, now: deps.now }),
    tutorialCategories: new TutorialCategoriesService({ db, now: deps.now }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Telegram chats, the bot's side of conversations, and the sender of queued Telegram and email messages. */
function telegramServices(deps: ServiceDeps, team: TeamService, userTokens: UserTokenService) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const telegramLinks = new TelegramLinks();
  const gateway = deps.telegram?.gateway;
  return {
    telegramLinks,
    telegramGateway: gateway,
    telegramUpdates: gateway
      ? new TelegramUpdatesService({
          db,
          gateway,
          links: telegramLinks,
          userTokens,
          team,
          publicUrl: deps.config.publicUrl,
          now,
        })
      : undefined,
    dispatchWorker: new DispatchWorker({
      db,
      mailer: deps.mailer,
      telegram: gateway,
      telegramLinks,
      team,
      publicUrl: deps.config.publicUrl,
      now,
      log: deps.log,
    }),
  };
}

/** The reports and the dashboard, and the upkeep of their rollups and of the click partitions. */
function reportServices(
  deps: ServiceDeps,
  ledger: LedgerService,
  catalogue: CatalogueService,
  bidLandscape: BidLandscapeService,
) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const timeZone = config.PLATFORM_TIMEZONE;
  return {
    reports: new ReportsService({ db, timeZone, now }),
    dashboardFigures: new DashboardFiguresService({ db, ledger, catalogue, bidLandscape, timeZone, now }),
    reportRollups: new ReportRollupsService({
      db,
      timeZone,
      retentionMonths: config.CLICK_RETENTION_MONTHS,
      now,
    }),
  };
}

/** Ads by job: the ads themselves, their images, budget and schedule, operators' moderation. */
function adServices(
  deps: ServiceDeps,
  ledger: LedgerService,
  notifications: NotificationsService,
  adRank: AdRankService,
  webhooks: WebhookEvents,
) {
  const { db, now } = deps;
  const timeZone = deps.config.PLATFORM_TIMEZONE;
  const reader = new AdReader({ db, ledger, adRank, timeZone, now });
  return {
    advertisements: new AdvertisementsService({
      db,
      ledger,
      reader,
      figures: new AdFiguresService({ db, timeZone, now: now ?? (() => new Date()) }),
      timeZone,
      now,
      webhooks,
    }),
    adImages: new AdImagesService({ db, storage: deps.storage }),
    adBudgetSchedule: new AdBudgetScheduleService({ db, reader, now }),
    adModeration: new AdModerationService({ db, reader, notifications, webhooks, now }),
    adRunEnds: new AdRunEndsService({ db, timeZone, webhooks, now }),
  };
}

/** The ad server: its index, serving and tracking, stop alerts, the midnight void pass, clicks and tags. */
function deliveryServices(
  deps: ServiceDeps,
  ledger: LedgerService,
  notifications: NotificationsService,
  webhooks: WebhookEvents,
) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const onError = (error: unknown) => deps.log?.error({ err: error }, 'delivery: a batch failed');
  const limits: ClickRuleLimits = {
    clickTtlMs: config.CLICK_LINK_TTL_MINUTES * 60_000,
    viewTtlMs: DEFAULT_CLICK_RULES.viewTtlMs,
    minDelayMs: config.CLICK_MIN_DELAY_MS,
    ipLimit: config.CLICK_IP_LIMIT,
    ipWindowMs: config.CLICK_IP_WINDOW_MINUTES * 60_000,
    dailyIpLimit: config.DAILY_IP_CLICK_LIMIT,
  };
  const keeper = new DeliveryIndexKeeper({
    db,
    ledger,
    timeZone: config.PLATFORM_TIMEZONE,
    now,
    pollMs: config.DELIVERY_POLL_MS,
    moneyRefreshMs: config.DELIVERY_MONEY_REFRESH_MS,
    listen: deps.listen,
    onError,
  });
  const alerts = new DeliveryAlerts({
    db,
    ledger,
    notifications,
    keeper,
    timeZone: config.PLATFORM_TIMEZONE,
    webhooks,
  });
  return {
    deliveryKeeper: keeper,
    deliveryAlerts: alerts,
    adRank: new AdRankService({ db, keeper, now }),
    delivery: new DeliveryService({
      db,
      ledger,
      keeper,
      tokens: new TrackingTokens(config.appSecret),
      alerts,
      limits,
      impressionLimits: {
        ipLimit: config.IMPRESSION_IP_LIMIT,
        ipWindowMs: config.IMPRESSION_IP_WINDOW_MINUTES * 60_000,
      },
      now,
      clickConcurrency: deps.databaseKind === 'postgres' ? 4 : 1,
      impressionFlushMs: config.IMPRESSION_FLUSH_MS,
      impressionDurability: config.IMPRESSION_DURABILITY,
      onError,
      metrics: deps.metrics,
    }),
    dayClose: new DayCloseService({ db, ledger, limits, timeZone: config.PLATFORM_TIMEZONE, now }),
    clicks: new ClicksService({ db, ledger, timeZone: config.PLATFORM_TIMEZONE, now }),
    siteTags: new SiteTagsService({ db }),
  };
}

/** Deposits by job: advertisers' actions, provider payments, the sweep, operators; one place credits them. */
function depositServices(
  deps: ServiceDeps,
  ledger: LedgerService,
  promotions: PromotionsService,
  notifications: NotificationsService,
  webhooks: WebhookEvents,
) {
  const { db, now } = deps;
  const manual = manualDepositsOf(deps.config);
  const crediting = new DepositCreditingService({ db, ledger, promotions, notifications, webhooks, now });
  const providerPayments = new ProviderPaymentsService({
    db,
    crediting,
    provider: paymentProviderOf(deps.config),
    now,
  });
  return {
    deposits: new DepositsService({
      db,
      crediting,
      payments: providerPayments,
      promotions,
      manual,
      timeZone: deps.config.PLATFORM_TIMEZONE,
      manualDepositHours: deps.config.MANUAL_DEPOSIT_HOURS,
      now,
    }),
    providerPayments,
    opsDeposits: new OpsDepositsService({
      db,
      crediting,
      timeZone: deps.config.PLATFORM_TIMEZONE,
      sandbox: providerPayments.sandbox,
    }),
    depositSweep: new DepositSweepService({ db, crediting, payments: providerPayments, manual, now }),
  };
}

/** The crypto payment provider when configured (a real one, or the sandbox main.ts started). */
function paymentProviderOf(config: ServiceDeps['config']): PaymentProviderConfig | undefined {
  const {
    PAYMENT_PROVIDER_URL: url,
    PAYMENT_PROVIDER_API_KEY: apiKey,
    PAYMENT_PROVIDER_IPN_SECRET: secret,
  } = config;
  if (!url || !apiKey || !secret) return undefined;
  return {
    client: new NowPaymentsClient({ baseUrl: url, apiKey }),
    ipnSecret: secret,
    ipnUrl: config.PAYMENT_IPN_URL ?? `${config.publicUrl}/api/payments/nowpayments/ipn`,
    sandboxUrl: config.paymentSandbox ? url : undefined,
  };
}

/** Manual TRC20 transfers when the platform's deposit address is configured (checked on TronGrid). */
function manualDepositsOf(config: ServiceDeps['config']): ManualDepositConfig | undefined {
  const address = config.TRON_DEPOSIT_ADDRESS;
  if (!address) return undefined;
  if (!isValidTronAddress(address)) throw new Error('TRON_DEPOSIT_ADDRESS is not a valid TRON address');
  return {
    client: new TronGridClient({ baseUrl: config.TRONGRID_URL, apiKey: config.TRONGRID_API_KEY }),
    address,
  };
}
