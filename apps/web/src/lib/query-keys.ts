/**
 * Every TanStack Query key of the app. A feature's queries share its `all` prefix, so invalidating `all` asks
 * every one of them again; other features invalidate through these names, never through string literals.
 * Filters are part of their key as the plain objects the screens hold.
 */
const ACCOUNT = ['account'] as const;
const ACTION_LOGS = ['action-logs'] as const;
const ADVERTISEMENTS = ['advertisements'] as const;
const API_KEYS = ['api-keys'] as const;
const DEPOSITS = ['deposits'] as const;
const DEPOSIT = ['deposit'] as const;
const MESSAGES = ['messages'] as const;
const NOTIFICATION_SETTINGS = ['notification-settings'] as const;
const OPS_ADVERTISEMENTS = ['ops-advertisements'] as const;
const OPS_MESSAGES = ['ops-messages'] as const;
const OPS_NEWS = ['ops-news'] as const;
const OPS_POPUPS = ['ops-popups'] as const;
const PLANNER = ['planner'] as const;
const POPUPS = ['popups'] as const;
const PROFILE = ['profile'] as const;
const PROMOTIONS = ['promotions'] as const;
const PROMOTION_CLAIMS = ['promotion-claims'] as const;
const REPORTS = ['reports'] as const;
const SEARCH = ['search'] as const;
const STATEMENTS = ['statements'] as const;
const TEAM = ['team'] as const;
const TELEGRAM = ['telegram'] as const;
const TUTORIALS = ['tutorials'] as const;
const WEBHOOKS = ['webhooks'] as const;

type DashboardWidget =
  | 'deposits'
  | 'bidding'
  | 'top-keyword-bids'
  | 'top-keywords'
  | 'top-ads'
  | 'websites'
  | 'projections';

export const queryKeys = {
  me: ['me'] as const,
  health: ['health'] as const,
  notifications: { all: ['notifications'] as const },
  /** The user's notification settings (categories by channel, low-balance threshold, digest). */
  notificationSettings: { all: NOTIFICATION_SETTINGS },
  account: {
    all: ACCOUNT,
    overview: () => [...ACCOUNT, 'overview'] as const,
    /** Under `account`: a deposit's change ticks the checklist's deposit step with the balances. */
    checklist: () => [...ACCOUNT, 'checklist'] as const,
    /** Under `account`: whatever refreshes the account also reads the two-step status again. */
    twoFactor: () => [...ACCOUNT, 'two-factor'] as const,
    /** The dashboard's widgets, under `account` too: a deposit's change refreshes them with the balances. */
    dashboard: (widget: DashboardWidget, period?: string) =>
      [...ACCOUNT, 'dashboard', widget, period ?? 'now'] as const,
  },
  actionLogs: {
    all: ACTION_LOGS,
    list: (filters: object) => [...ACTION_LOGS, filters] as const,
  },
  adCatalogue: ['ad-catalogue'] as const,
  /** The signed-in user's own API keys (one list: at most 10 live keys). */
  apiKeys: { all: API_KEYS },
  advertisements: {
    all: ADVERTISEMENTS,
    lists: () => [...ADVERTISEMENTS, 'list'] as const,
    list: (filter: object) => [...ADVERTISEMENTS, 'list', filter] as const,
    detail: (id: string) => [...ADVERTISEMENTS, 'detail', id] as const,
    statusLogs: (id: string) => [...ADVERTISEMENTS, 'detail', id, 'status-logs'] as const,
    statistics: (id: string) => [...ADVERTISEMENTS, 'detail', id, 'statistics'] as const,
    budgetLogs: (id: string) => [...ADVERTISEMENTS, 'detail', id, 'budget-logs'] as const,
    delivery: (id: string) => [...ADVERTISEMENTS, 'detail', id, 'delivery'] as const,
    /** The ad's day report pages and one day by hour (under the ad: a change to it reads them again). */
    dayReport: (id: string, filter: object) =>
      [...ADVERTISEMENTS, 'detail', id, 'day-report', filter] as const,
    day: (id: string, date: string) => [...ADVERTISEMENTS, 'detail', id, 'day', date] as const,
    budgetProjection: (id: string) => [...ADVERTISEMENTS, 'detail', id, 'budget-projection'] as const,
    clicks: (id: string, filter: object) => [...ADVERTISEMENTS, 'detail', id, 'clicks', filter] as const,
    targets: (id: string) => [...ADVERTISEMENTS, 'detail', id, 'targets'] as const,
    approvedForPlan: (type: string) => [...ADVERTISEMENTS, 'approved-for-plan', type] as const,
    opportunities: () => [...ADVERTISEMENTS, 'opportunities'] as const,
  },
  deposits: {
    all: DEPOSITS,
    list: (scope: string, filter: object) => [...DEPOSITS, scope, filter] as const,
    settings: () => [...DEPOSITS, 'settings'] as const,
  },
  /** One deposit, by id or by reference. */
  deposit: {
    all: DEPOSIT,
    one: (key: { id?: string; reference?: string }) => [...DEPOSIT, key] as const,
  },
  internalAdvertiser: (advertiserId: string) => ['internal-advertiser', advertiserId] as const,
  /** Support conversations: folder pages and the unread counts (read again when a conversation is read). */
  messages: {
    all: MESSAGES,
    lists: () => [...MESSAGES, 'list'] as const,
    list: (filter: object) => [...MESSAGES, 'list', filter] as const,
    counts: () => [...MESSAGES, 'counts'] as const,
    one: (id: string) => [...MESSAGES, 'one', id] as const,
  },
  ops: {
    /** Every advertiser's ledger (a settlement run books into many). */
    ledgers: ['ops', 'ledger'] as const,
    ledger: (advertiserId: string) => ['ops', 'ledger', advertiserId] as const,
    ledgerPage: (advertiserId: string, page: number, pageSize: number) =>
      ['ops', 'ledger', advertiserId, page, pageSize] as const,
    /** Every page of the operators' list of users (revoking a user's API keys changes its count). */
    allUsers: ['ops', 'users'] as const,
    users: (filter: object) => ['ops', 'users', filter] as const,
    /** The console home's queue counts: read again by every operator decision that moves a queue. */
    overview: () => ['ops', 'overview'] as const,
    outbox: (page: number, pageSize: number) => ['ops', 'outbox', page, pageSize] as const,
    /** A publisher website's ad tag for one slot size and keywords (the demo link depends on the site only). */
    siteTag: (websiteId: string, size: string, keywords: string) =>
      ['ops', 'site-tag', websiteId, size, keywords] as const,
  },
  opsCatalogue: ['ops-catalogue'] as const,
  opsAdvertisements: {
    all: OPS_ADVERTISEMENTS,
    list: (filter: object) => [...OPS_ADVERTISEMENTS, 'list', filter] as const,
    pendingCount: () => [...OPS_ADVERTISEMENTS, 'pending-count'] as const,
    statusLogs: (id: string) => [...OPS_ADVERTISEMENTS, 'status-logs', id] as const,
    /** Under the ad's prefix: voiding one click reads the ad's click pages again. */
    clicksOf: (id: string) => [...OPS_ADVERTISEMENTS, 'clicks', id] as const,
    clicks: (id: string, filter: object) => [...OPS_ADVERTISEMENTS, 'clicks', id, filter] as const,
  },
  /** The operators' support desk: the queue, one conversation, the operators to assign. */
  opsMessages: {
    all: OPS_MESSAGES,
    lists: () => [...OPS_MESSAGES, 'list'] as const,
    list: (filter: object) => [...OPS_MESSAGES, 'list', filter] as const,
    one: (id: string) => [...OPS_MESSAGES, 'one', id] as const,
    operators: () => [...OPS_MESSAGES, 'operators'] as const,
  },
  /**
   * Operators' news broadcasts (with their dispatch counts), the audience of a broadcast to all, and the
   * sent notifications (dispatches) — under one prefix: sending news or retrying a dispatch changes both lists.
   */
  opsNews: {
    all: OPS_NEWS,
    list: (filter: object) => [...OPS_NEWS, 'list', filter] as const,
    audience: () => [...OPS_NEWS, 'audience'] as const,
    dispatches: (filter: object) => [...OPS_NEWS, 'dispatches', filter] as const,
  },
  /** Operators' popups: list pages (with seen and dismissed counts). */
  opsPopups: {
    all: OPS_POPUPS,
    list: (filter: object) => [...OPS_POPUPS, 'list', filter] as const,
  },
  planner: {
    all: PLANNER,
    targets: (filter: object) => [...PLANNER, 'targets', filter] as const,
    plan: (query: object | null) => [...PLANNER, 'plan', query] as const,
  },
  /** The popups of an app page (by route name) and one popup's public detail. */
  popups: {
    all: POPUPS,
    page: (page: string) => [...POPUPS, 'page', page] as const,
    detail: (id: string) => [...POPUPS, 'detail', id] as const,
  },
  profile: {
    all: PROFILE,
    /** The signed-in user's profile itself (its key is the feature's prefix). */
    mine: () => PROFILE,
    sessions: () => [...PROFILE, 'sessions'] as const,
  },
  promotions: {
    all: PROMOTIONS,
    list: (scope: string) => [...PROMOTIONS, scope] as const,
    one: (id: string) => [...PROMOTIONS, 'one', id] as const,
  },
  promotionClaims: {
    all: PROMOTION_CLAIMS,
    list: (scope: string, filter: object) => [...PROMOTION_CLAIMS, scope, filter] as const,
    allOfMine: () => [...PROMOTION_CLAIMS, 'own', 'all'] as const,
  },
  /** The advertiser's reports: daily expense (pages and one day) and the click report (keyset pages). */
  reports: {
    all: REPORTS,
    dayExpenses: (filter: object) => [...REPORTS, 'day-expense', 'list', filter] as const,
    dayExpense: (date: string) => [...REPORTS, 'day-expense', 'day', date] as const,
    clicks: (filter: object, after: string | null) => [...REPORTS, 'clicks', filter, after] as const,
  },
  recoveryLink: (flow: string, token: string) => ['recovery-link', flow, token] as const,
  /** The layout's search bar, per language (help articles come in the language asked for). */
  search: {
    all: SEARCH,
    results: (language: string, q: string) => [...SEARCH, language, q] as const,
  },
  statements: {
    all: STATEMENTS,
    list: (filter: object) => [...STATEMENTS, filter] as const,
  },
  statement: (id: string) => ['statement', id] as const,
  team: {
    all: TEAM,
    users: (filter: object) => [...TEAM, 'users', filter] as const,
    roles: () => [...TEAM, 'roles'] as const,
  },
  /** The user's Telegram connection and, in the sandbox, what the bot sent to the user's chat. */
  telegram: {
    all: TELEGRAM,
    status: () => [...TELEGRAM, 'status'] as const,
    sandboxMessages: () => [...TELEGRAM, 'sandbox-messages'] as const,
  },
  /**
   * The knowledge base: what advertisers read, per language (the answers are in the language asked for), and the
   * operators' articles and categories — under one prefix, so an operator's save reads both again.
   */
  tutorials: {
    all: TUTORIALS,
    home: (language: string) => [...TUTORIALS, 'read', language, 'home'] as const,
    list: (language: string, filter: object) => [...TUTORIALS, 'read', language, 'list', filter] as const,
    category: (language: string, id: string) => [...TUTORIALS, 'read', language, 'category', id] as const,
    one: (language: string, id: string) => [...TUTORIALS, 'read', language, 'one', id] as const,
    opsList: (filter: object) => [...TUTORIALS, 'ops', 'list', filter] as const,
    opsOne: (id: string) => [...TUTORIALS, 'ops', 'one', id] as const,
    opsCategories: () => [...TUTORIALS, 'ops', 'categories'] as const,
  },
  /** The team's webhook endpoints; an endpoint's detail, deliveries and one delivery under it. */
  webhooks: {
    all: WEBHOOKS,
    list: () => [...WEBHOOKS, 'list'] as const,
    detail: (id: string) => [...WEBHOOKS, 'detail', id] as const,
    deliveries: (id: string, filter: object) => [...WEBHOOKS, 'detail', id, 'deliveries', filter] as const,
    delivery: (id: string, deliveryId: string) =>
      [...WEBHOOKS, 'detail', id, 'delivery', deliveryId] as const,
  },
};
