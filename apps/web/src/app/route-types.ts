import type { Action, Subject } from '@adportal/permissions';

/** The shapes of the route table (routes.ts): access classes, layouts, menu entries and route names. */
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
  | 'tutorials'
  | 'opsTutorials'
  | 'opsPopups'
  | 'adCreate'
  | 'advertisement'
  | 'adsPlanner'
  | 'adsHelper'
  | 'opsReview'
  | 'opsCatalogues'
  | 'dayExpense'
  | 'clickReport'
  | 'opsMessages'
  | 'opsNews'
  | 'opsDispatches';

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
    | 'tutorials.menu'
    | 'tutorials.ops.menu'
    | 'popups.ops.menu'
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
    | 'nav.opsCatalogues'
    | 'nav.dayExpense'
    | 'nav.clickReport'
    | 'messages.ops.menu'
    | 'notifications.ops.news.menu'
    | 'notifications.ops.dispatches.menu';
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
  /** Only these kinds of role may open it (a person's own advertiser settings, which no area grants). */
  kinds?: readonly RoleKind[];
  menu?: MenuEntry;
}

export type RouteName =
  | 'login'
  | 'register'
  | 'register-confirm'
  | 'select-language'
  | 'two-steps'
  | 'setting'
  | 'api-keys'
  | 'webhooks'
  | 'webhook-detail'
  | 'telegram'
  | 'telegram-connect'
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
  | 'ops-popups'
  | 'ops-news'
  | 'ops-dispatches'
  | 'popup-detail'
  | 'deposit'
  | 'deposit-detail'
  | 'payment'
  | 'statement'
  | 'statement-detail'
  | 'report-day-expense'
  | 'report-day-expense-detail'
  | 'report-clicks'
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
  | 'advertisement-day-report'
  | 'advertisement-day-report-date'
  | 'ads-planner'
  | 'ads-planner-keyword'
  | 'ads-planner-website'
  | 'ads-helper'
  | 'ops-review'
  | 'ops-catalogues'
  | 'tutorials'
  | 'tutorials-all'
  | 'tutorial-category'
  | 'tutorial-detail'
  | 'ops-tutorials'
  | 'ops-tutorial-new'
  | 'ops-tutorial-categories'
  | 'ops-tutorial-edit'
  | 'messages'
  | 'messages-sent'
  | 'messages-starred'
  | 'messages-trashed'
  | 'messages-closed'
  | 'message-conversation'
  | 'ops-messages'
  | 'ops-message'
  | 'login-bypass'
  | 'access-control'
  | 'not-authorized'
  | 'not-found';
