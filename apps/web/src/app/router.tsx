import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { loadCataloguePart } from '../lib/i18n.ts';
import { Root, RootErrorBoundary } from './Root.tsx';
import { routeLoader } from './route-loader.ts';
import type { RouteDef, RouteName } from './route-types.ts';
import { ROOT_REDIRECT, ROUTES } from './routes.ts';

type PageModule = { default: ComponentType };

/** Route-level code splitting: each page is its own chunk. */
const PAGES: Record<RouteName, () => Promise<PageModule>> = {
  login: () => import('../features/auth/pages/login.page.tsx'),
  register: () => import('../features/auth/pages/register.page.tsx'),
  'register-confirm': () => import('../features/auth/pages/register-confirm.page.tsx'),
  'select-language': () => import('../features/auth/pages/select-language.page.tsx'),
  'two-steps': () => import('../features/auth/pages/two-steps.page.tsx'),
  setting: () => import('../features/settings/pages/setting.page.tsx'),
  'api-keys': () => import('../features/api-keys/pages/api-keys.page.tsx'),
  webhooks: () => import('../features/webhooks/pages/webhooks.page.tsx'),
  'webhook-detail': () => import('../features/webhooks/pages/webhook-detail.page.tsx'),
  telegram: () => import('../features/telegram/pages/telegram.page.tsx'),
  'telegram-connect': () => import('../features/telegram/pages/telegram-connect.page.tsx'),
  'forgot-password': () => import('../features/recovery/pages/forgot-password.page.tsx'),
  'forgot-password-complete': () => import('../features/recovery/pages/forgot-password-complete.page.tsx'),
  'reset-password': () => import('../features/recovery/pages/reset-password.page.tsx'),
  'reset-password-complete': () => import('../features/recovery/pages/reset-password-complete.page.tsx'),
  'change-password': () => import('../features/recovery/pages/change-password.page.tsx'),
  'change-password-complete': () => import('../features/recovery/pages/change-password-complete.page.tsx'),
  dashboards: () => import('../features/dashboard/pages/dashboards.page.tsx'),
  ops: () => import('../features/ops/pages/ops.page.tsx'),
  'action-log': () => import('../features/action-log/pages/action-log.page.tsx'),
  user: () => import('../features/team/pages/users.page.tsx'),
  'user-profile': () => import('../features/profile/pages/user-profile.page.tsx'),
  'ops-outbox': () => import('../features/outbox/ops/pages/ops-outbox.page.tsx'),
  'ops-users': () => import('../features/operators/ops/pages/ops-users.page.tsx'),
  'ops-deposits': () => import('../features/deposits/ops/pages/ops-deposits.page.tsx'),
  'ops-advertiser-ledger': () => import('../features/statements/ops/pages/ops-advertiser-ledger.page.tsx'),
  'ops-promotions': () => import('../features/promotions/ops/pages/ops-promotions.page.tsx'),
  'ops-popups': () => import('../features/popups/ops/pages/ops-popups.page.tsx'),
  'popup-detail': () => import('../features/popups/pages/popup-detail.page.tsx'),
  'ops-news': () => import('../features/notifications/ops/pages/ops-news.page.tsx'),
  'ops-dispatches': () => import('../features/notifications/ops/pages/ops-dispatches.page.tsx'),
  deposit: () => import('../features/deposits/pages/deposits.page.tsx'),
  'deposit-detail': () => import('../features/deposits/pages/deposit-detail.page.tsx'),
  payment: () => import('../features/deposits/pages/payment.page.tsx'),
  statement: () => import('../features/statements/pages/statement.page.tsx'),
  'statement-detail': () => import('../features/statements/pages/statement-detail.page.tsx'),
  'report-day-expense': () => import('../features/reports/pages/report-day-expense.page.tsx'),
  'report-day-expense-detail': () => import('../features/reports/pages/report-day-expense-detail.page.tsx'),
  'report-clicks': () => import('../features/reports/pages/report-clicks.page.tsx'),
  promotion: () => import('../features/promotions/pages/promotions.page.tsx'),
  'promotion-detail': () => import('../features/promotions/pages/promotion-detail.page.tsx'),
  'report-promotion': () => import('../features/promotions/pages/report-promotion.page.tsx'),
  'report-promotion-transaction': () =>
    import('../features/promotions/pages/report-promotion-transaction.page.tsx'),
  'report-promotions': () => import('../features/promotions/pages/report-promotions.page.tsx'),
  'report-promotions-transaction': () =>
    import('../features/promotions/pages/report-promotions-transaction.page.tsx'),
  advertisement: () => import('../features/advertisements/pages/advertisements.page.tsx'),
  'advertisement-status': () => import('../features/advertisements/pages/advertisements.page.tsx'),
  'advertisement-add': () => import('../features/advertisements/pages/advertisement-add.page.tsx'),
  'advertisement-detail': () => import('../features/advertisements/pages/advertisement-detail.page.tsx'),
  'advertisement-day-report': () => import('../features/reports/pages/advertisement-day-report.page.tsx'),
  'advertisement-day-report-date': () =>
    import('../features/reports/pages/advertisement-day-report-date.page.tsx'),
  'ads-planner': () => import('../features/planner/pages/ads-planner.page.tsx'),
  'ads-planner-keyword': () => import('../features/planner/pages/planner-target.page.tsx'),
  'ads-planner-website': () => import('../features/planner/pages/planner-target.page.tsx'),
  'ads-helper': () => import('../features/planner/pages/ads-helper.page.tsx'),
  'ops-review': () => import('../features/advertisements/ops/pages/ops-review.page.tsx'),
  'ops-catalogues': () => import('../features/catalogue/ops/pages/ops-catalogues.page.tsx'),
  tutorials: () => import('../features/tutorials/pages/tutorials.page.tsx'),
  'tutorials-all': () => import('../features/tutorials/pages/tutorials-all.page.tsx'),
  'tutorial-category': () => import('../features/tutorials/pages/tutorial-category.page.tsx'),
  'tutorial-detail': () => import('../features/tutorials/pages/tutorial.page.tsx'),
  'ops-tutorials': () => import('../features/tutorials/ops/pages/ops-tutorials.page.tsx'),
  'ops-tutorial-new': () => import('../features/tutorials/ops/pages/ops-tutorial-editor.page.tsx'),
  'ops-tutorial-edit': () => import('../features/tutorials/ops/pages/ops-tutorial-editor.page.tsx'),
  'ops-tutorial-categories': () => import('../features/tutorials/ops/pages/ops-tutorial-categories.page.tsx'),
  messages: () => import('../features/messages/pages/messages.page.tsx'),
  'messages-sent': () => import('../features/messages/pages/messages.page.tsx'),
  'messages-starred': () => import('../features/messages/pages/messages.page.tsx'),
  'messages-trashed': () => import('../features/messages/pages/messages.page.tsx'),
  'messages-closed': () => import('../features/messages/pages/messages.page.tsx'),
  'message-conversation': () => import('../features/messages/pages/message-conversation.page.tsx'),
  'ops-messages': () => import('../features/messages/ops/pages/ops-messages.page.tsx'),
  'ops-message': () => import('../features/messages/ops/pages/ops-message.page.tsx'),
  'login-bypass': () => import('../features/login-bypass/pages/login-bypass.page.tsx'),
  'access-control': () => import('../features/access-control/pages/access-control.page.tsx'),
  'not-authorized': () => import('../features/misc/pages/not-authorized.page.tsx'),
  'not-found': () => import('../features/misc/pages/not-found.page.tsx'),
};

function toRouteObjects(route: RouteDef): RouteObject[] {
  const loadPage = PAGES[route.name];
  const lazy = async () => {
    if (route.access !== 'auth') return { Component: (await loadPage()).default };
    // The ability gate (and CASL with it) belongs to the signed-in chunks only.
    const [{ default: Page }, { RouteGate }] = await Promise.all([loadPage(), import('./RouteGate.tsx')]);
    return {
      Component: () => (
        <RouteGate route={route}>
          <Page />
        </RouteGate>
      ),
    };
  };
  return [route.path, ...(route.aliases ?? [])].map((path) => ({
    path,
    // The layout reads which route it shows (the popups of a page are asked by its name).
    handle: { route: route.name },
    loader: routeLoader(route),
    lazy,
  }));
}

/**
 * Pages drawn without MUI or TanStack Query, outside AppProviders and the blank layout: the sign-in page brings
 * its own plain frame (ADR 15).
 */
const PLAIN_PAGES: ReadonlySet<RouteName> = new Set(['login']);

const byLayout = (layout: RouteDef['layout']) =>
  ROUTES.filter((route) => route.layout === layout && !PLAIN_PAGES.has(route.name)).flatMap(toRouteObjects);

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RootErrorBoundary,
    children: [
      // Root / redirects to the route named dashboards (role ignored). The loader redirects before anything
      // renders; the Component is what a leaf route must have (React Router warns about one without it).
      { index: true, loader: () => redirect(ROOT_REDIRECT), Component: FullPageSpinner },
      ...ROUTES.filter((route) => PLAIN_PAGES.has(route.name)).flatMap(toRouteObjects),
      {
        // MUI's theme and TanStack Query: fetched with the first page that is not a plain one.
        lazy: async () => ({ Component: (await import('./AppProviders.tsx')).AppProviders }),
        children: [
          {
            // The signed-in shell is its own chunk, its words the catalogues' console part: the login route loads neither.
            lazy: async () => {
              const [{ DefaultLayout }] = await Promise.all([
                import('./layouts/DefaultLayout.tsx'),
                loadCataloguePart('console'),
              ]);
              return { Component: DefaultLayout };
            },
            children: byLayout('default'),
          },
          {
            lazy: async () => ({ Component: (await import('./layouts/BlankLayout.tsx')).BlankLayout }),
            children: byLayout('blank'),
          },
        ],
      },
    ],
  },
];
