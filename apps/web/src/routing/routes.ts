import type { Action, Subject } from '@adportal/permissions';

/**
 * The route table of spec §2 (only the routes whose pages exist so far).
 * Access classes: public (no guard), guest (unauthenticated only: a signed-in user is sent to /),
 * auth (signed in). Pages are lazy-loaded in router.tsx by route name.
 */
export type Access = 'public' | 'guest' | 'auth';
export type LayoutName = 'blank' | 'default';
export type RoleKind = 'advertiser' | 'platform';
export type MenuIcon =
  | 'dashboard'
  | 'ops'
  | 'actionLog'
  | 'user'
  | 'outbox'
  | 'opsUsers'
  | 'deposit'
  | 'statement'
  | 'opsDeposits'
  | 'promotion'
  | 'promotionReport'
  | 'promotionTransactions'
  | 'opsPromotions'
  | 'adCreate'
  | 'advertisement'
  | 'adsPlanner'
  | 'adsHelper'
  | 'opsReview'
  | 'opsCatalogues';

export interface AbilityRequirement {
  action: Action;
  subject: Subject;
}

export interface MenuEntry {
  titleKey:
    | 'nav.dashboards'
    | 'nav.ops'
    | 'nav.actionLog'
    | 'nav.user'
    | 'nav.outbox'
    | 'nav.opsUsers'
    | 'nav.deposit'
    | 'nav.statement'
    | 'nav.opsDeposits'
    | 'nav.promotion'
    | 'nav.promotionReport'
    | 'nav.promotionTransactions'
    | 'nav.opsPromotions'
    | 'nav.adCreate'
    | 'nav.advertisement'
    | 'nav.adAll'
    | 'nav.adPending'
    | 'nav.adApproved'
    | 'nav.adRejected'
    | 'nav.adBanned'
    | 'nav.adsPlanner'
    | 'nav.adsHelper'
    | 'nav.opsReview'
    | 'nav.opsCatalogues';
  icon: MenuIcon;
  order: number;
  /** Shown only to these kinds of role (an operator reaches the console instead of the advertiser dashboard). */
  kinds?: readonly RoleKind[];
  /** Extra path prefixes that keep the entry active. */
  activePrefixes?: readonly string[];
  /** Makes the entry a group of these links (same ability and kinds as the route). */
  children?: readonly MenuChild[];
}

export interface MenuChild {
  titleKey: MenuEntry['titleKey'];
  to: string;
  activePrefixes?: readonly string[];
}

export interface RouteDef {
  name: RouteName;
  path: string;
  aliases?: readonly string[];
  access: Access;
  layout: LayoutName;
  ability?: AbilityRequirement;
  menu?: MenuEntry;
}

export type RouteName =
  | 'login'
  | 'register'
  | 'register-confirm'
  | 'select-language'
  | 'two-steps'
  | 'setting'
  | 'forgot-password'
  | 'forgot-password-complete'
  | 'reset-password'
  | 'reset-password-complete'
  | 'change-password'
  | 'change-password-complete'
  | 'dashboards'
  | 'ops'
  | 'action-log'
  | 'user'
  | 'user-profile'
  | 'ops-outbox'
  | 'ops-users'
  | 'ops-deposits'
  | 'ops-advertiser-ledger'
  | 'ops-promotions'
  | 'deposit'
  | 'deposit-detail'
  | 'payment'
  | 'statement'
  | 'statement-detail'
  | 'promotion'
  | 'promotion-detail'
  | 'report-promotion'
  | 'report-promotion-transaction'
  | 'report-promotions'
  | 'report-promotions-transaction'
  | 'advertisement'
  | 'advertisement-status'
  | 'advertisement-add'
  | 'advertisement-detail'
  | 'ads-planner'
  | 'ads-planner-keyword'
  | 'ads-planner-website'
  | 'ads-helper'
  | 'ops-review'
  | 'ops-catalogues'
  | 'login-bypass'
  | 'access-control'
  | 'not-authorized'
  | 'not-found';

export const ROUTES: readonly RouteDef[] = [
  { name: 'login', path: '/login', access: 'guest', layout: 'blank' },
  { name: 'register', path: '/register', access: 'guest', layout: 'blank' },
  // The emailed confirmation link: works whoever is signed in on this browser.
  { name: 'register-confirm', path: '/register/confirm/:token', access: 'public', layout: 'blank' },
  { name: 'select-language', path: '/select-language', access: 'guest', layout: 'blank' },
  { name: 'two-steps', path: '/two-steps', access: 'guest', layout: 'blank' },
  // Reached from the user menu (the spec's menu has no settings entry).
  { name: 'setting', path: '/setting', access: 'auth', layout: 'default' },
  { name: 'forgot-password', path: '/forgot-password', access: 'guest', layout: 'blank' },
  { name: 'forgot-password-complete', path: '/forgot-password/complete', access: 'guest', layout: 'blank' },
  { name: 'reset-password-complete', path: '/reset-password/complete', access: 'public', layout: 'blank' },
  { name: 'reset-password', path: '/reset-password/:id', access: 'public', layout: 'blank' },
  { name: 'change-password-complete', path: '/change-password/complete', access: 'public', layout: 'blank' },
  { name: 'change-password', path: '/change-password/:id', access: 'public', layout: 'blank' },
  {
    name: 'dashboards',
    path: '/dashboards',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Dashboard' },
    menu: { titleKey: 'nav.dashboards', icon: 'dashboard', order: 10, kinds: ['advertiser'] },
  },
  {
    name: 'ops',
    path: '/ops',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Ops' },
    menu: { titleKey: 'nav.ops', icon: 'ops', order: 10, kinds: ['platform'] },
  },
  {
    name: 'action-log',
    path: '/action-log',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'ActionLog' },
    menu: { titleKey: 'nav.actionLog', icon: 'actionLog', order: 80, kinds: ['advertiser'] },
  },
  {
    name: 'user',
    path: '/user',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'User' },
    menu: { titleKey: 'nav.user', icon: 'user', order: 90, kinds: ['advertiser'] },
  },
  { name: 'user-profile', path: '/user/:id', access: 'auth', layout: 'default' },
  {
    name: 'ops-outbox',
    path: '/ops/outbox',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Ops' },
    menu: { titleKey: 'nav.outbox', icon: 'outbox', order: 90, kinds: ['platform'] },
  },
  {
    name: 'ops-users',
    path: '/ops/users',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'OpsAdvertiser' },
    menu: {
      titleKey: 'nav.opsUsers',
      icon: 'opsUsers',
      order: 20,
      kinds: ['platform'],
      // An advertiser's ledger is reached from its users.
      activePrefixes: ['/ops/advertisers'],
    },
  },
  {
    name: 'ops-advertiser-ledger',
    path: '/ops/advertisers/:id/ledger',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'OpsAdvertiser' },
  },
  {
    name: 'ops-deposits',
    path: '/ops/deposits',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'OpsDeposit' },
    menu: { titleKey: 'nav.opsDeposits', icon: 'opsDeposits', order: 30, kinds: ['platform'] },
  },
  {
    name: 'ops-promotions',
    path: '/ops/promotions',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'OpsPromotion' },
    menu: { titleKey: 'nav.opsPromotions', icon: 'opsPromotions', order: 40, kinds: ['platform'] },
  },
  {
    name: 'deposit',
    path: '/deposit',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Deposit' },
    menu: {
      titleKey: 'nav.deposit',
      icon: 'deposit',
      order: 30,
      kinds: ['advertiser'],
      activePrefixes: ['/payment'],
    },
  },
  {
    name: 'deposit-detail',
    path: '/deposit/:id',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Deposit' },
  },
  {
    name: 'payment',
    path: '/payment/:ref',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Deposit' },
  },
  {
    name: 'statement',
    path: '/report/statement',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Statement' },
    menu: { titleKey: 'nav.statement', icon: 'statement', order: 60, kinds: ['advertiser'] },
  },
  {
    name: 'statement-detail',
    path: '/report/statement/:id',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Statement' },
  },
  {
    name: 'promotion',
    path: '/promotion',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Promotion' },
    menu: { titleKey: 'nav.promotion', icon: 'promotion', order: 50, kinds: ['advertiser'] },
  },
  {
    name: 'promotion-detail',
    path: '/promotion/:id',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Promotion' },
  },
  {
    // Per promotion the advertiser claimed; lit on its own transaction sub-path only (not on /report/promotions).
    name: 'report-promotion',
    path: '/report/promotion',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Report' },
    menu: { titleKey: 'nav.promotionReport', icon: 'promotionReport', order: 70, kinds: ['advertiser'] },
  },
  {
    name: 'report-promotion-transaction',
    path: '/report/promotion/:id/transaction',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Report' },
  },
  {
    // Every claim of the advertiser; stays active on /report/promotions/{id}/transaction.
    name: 'report-promotions',
    path: '/report/promotions',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Report' },
    menu: {
      titleKey: 'nav.promotionTransactions',
      icon: 'promotionTransactions',
      order: 71,
      kinds: ['advertiser'],
      activePrefixes: ['/report/promotions'],
    },
  },
  {
    name: 'report-promotions-transaction',
    path: '/report/promotions/:id/transaction',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Report' },
  },
  {
    name: 'advertisement-add',
    path: '/advertisement/add',
    access: 'auth',
    layout: 'default',
    ability: { action: 'create', subject: 'Advertisement' },
    menu: { titleKey: 'nav.adCreate', icon: 'adCreate', order: 15, kinds: ['advertiser'] },
  },
  {
    // Every ad; the status lists below are its tabs.
    name: 'advertisement',
    path: '/advertisement',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
    // The spec's menu: advertisement (all, pending, approved, rejected, banned).
    menu: {
      titleKey: 'nav.advertisement',
      icon: 'advertisement',
      order: 20,
      kinds: ['advertiser'],
      children: [
        { titleKey: 'nav.adAll', to: '/advertisement', activePrefixes: ['/advertisement/all'] },
        { titleKey: 'nav.adPending', to: '/advertisement/pending' },
        { titleKey: 'nav.adApproved', to: '/advertisement/approved' },
        { titleKey: 'nav.adRejected', to: '/advertisement/rejected' },
        { titleKey: 'nav.adBanned', to: '/advertisement/banned' },
      ],
    },
  },
  {
    name: 'advertisement-status',
    path: '/advertisement/all',
    aliases: [
      '/advertisement/pending',
      '/advertisement/approved',
      '/advertisement/rejected',
      '/advertisement/banned',
    ],
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
  },
  {
    name: 'ads-planner',
    path: '/advertisement/ads-planner',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
    menu: { titleKey: 'nav.adsPlanner', icon: 'adsPlanner', order: 22, kinds: ['advertiser'] },
  },
  {
    name: 'ads-planner-keyword',
    path: '/advertisement/ads-planner/keyword/:id',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
  },
  {
    name: 'ads-planner-website',
    path: '/advertisement/ads-planner/website/:id',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
  },
  {
    name: 'ads-helper',
    path: '/advertisement/opportunities',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
    menu: { titleKey: 'nav.adsHelper', icon: 'adsHelper', order: 24, kinds: ['advertiser'] },
  },
  {
    name: 'advertisement-detail',
    path: '/advertisement/:id',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'Advertisement' },
  },
  {
    name: 'ops-review',
    path: '/ops/advertisements',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'OpsReview' },
    menu: { titleKey: 'nav.opsReview', icon: 'opsReview', order: 25, kinds: ['platform'] },
  },
  {
    name: 'ops-catalogues',
    path: '/ops/catalogues',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'OpsReview' },
    menu: { titleKey: 'nav.opsCatalogues', icon: 'opsCatalogues', order: 26, kinds: ['platform'] },
  },
  { name: 'login-bypass', path: '/login-bypass/:token', access: 'public', layout: 'blank' },
  {
    name: 'access-control',
    path: '/access-control',
    access: 'auth',
    layout: 'default',
    ability: { action: 'read', subject: 'AclDemo' },
  },
  {
    name: 'not-authorized',
    path: '/not-authorized',
    aliases: ['/pages/misc/not-authorized'],
    access: 'public',
    layout: 'blank',
  },
  { name: 'not-found', path: '*', access: 'public', layout: 'blank' },
];

/** Root / redirects to the route named dashboards (role ignored). */
export const ROOT_REDIRECT = '/dashboards';
export const LOGIN_PATH = '/login';
export const SELECT_LANGUAGE_PATH = '/select-language';
