import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrationStatus } from './db/migration-status.ts';
import type { AppMetrics } from './lib/metrics.ts';
import type { OriginOf } from './lib/request-origin.ts';
import type { TestClock } from './lib/test-clock.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';
import { actionLogRoutes } from './modules/action-log/action-log.routes.ts';
import { adImagesRoutes } from './modules/advertisements/ad-images.routes.ts';
import { advertisementsRoutes } from './modules/advertisements/advertisements.routes.ts';
import { opsAdvertisementsRoutes } from './modules/advertisements/ops-advertisements.routes.ts';
import { affiliateRoutes } from './modules/affiliate/affiliate.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { opsCatalogueRoutes } from './modules/catalogue/ops-catalogue.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { opsDeliveryRoutes } from './modules/delivery/ops-delivery.routes.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { opsDepositsRoutes } from './modules/deposits/ops-deposits.routes.ts';
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
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { apiDocsPlugin } from './plugins/openapi.ts';
import { oversizedBodyPlugin } from './plugins/oversized-body.ts';
import { securityPlugin } from './plugins/security.ts';
import { testClockRoutes } from './plugins/test-clock.ts';
import { webPlugin } from './plugins/web.ts';
import type { Services } from './services.ts';

export interface PortalOptions {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  metrics: AppMetrics;
  originOf: OriginOf;
  testClock: TestClock | undefined;
}

/**
 * The portal: the advertisers' and operators' API, its docs and the web app, in an encapsulated context of
 * their own (ADR 29) — its plugins (zod contracts, the X-Request-Id header, security headers, cookies,
 * errors, auth) apply to its routes only, not to the ad server's (ad-server.ts), its sibling.
 */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function portal(app: FastifyInstance, options: PortalOptions) {
  const { config, database, services, metrics, originOf, testClock } = options;
  const production = config.NODE_ENV === 'production';
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // A request that may have changed a session, user or role is answered once this process's session cache has
    // heard of it (ADR 27): the caller's next request, here, already sees the change. The ad server changes none.
    if (!READ_ONLY_METHODS.has(request.method)) await services.authChanges.fence();
  });
  await app.register(securityPlugin, { production });
  await app.register(fastifyCookie, { secret: config.appSecret });
  // Only JSON (and the uploads' multipart) comes in: a body another site's form can send (text/plain,
  // url-encoded) is refused 415 before any route, which is why no CSRF token is needed (ADR 32).
  app.removeContentTypeParser('text/plain');
  await app.register(errorsPlugin);
  await app.register(oversizedBodyPlugin, { lingerMs: config.REQUEST_TIMEOUT_MS });
  await app.register(authPlugin, { auth: services.auth, apiKeys: services.apiKeys });
  await app.register(apiDocsPlugin);

  await app.register(healthRoutes, {
    probes: {
      ping: database.ping,
      migrated: migrationStatus(database.db),
      deliveryIndexLoaded: () => services.deliveryKeeper.ready !== null,
    },
  });
  await app.register(metricsRoutes, { metrics, access: metricsAccess(config) });
  if (testClock) {
    await app.register(testClockRoutes, {
      clock: testClock,
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
  await app.register(webhooksRoutes, { webhooks: services.webhookEndpoints });
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

  await app.register(webPlugin, { distDir: config.WEB_DIST, production, timeZone: config.PLATFORM_TIMEZONE });
}

function webhookSecretOf(mode: ReturnType<typeof telegramReceiveMode>): string | undefined {
  return mode.kind === 'webhook' ? mode.secret : undefined;
}
