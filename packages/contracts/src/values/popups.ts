import type { PopupPageId } from '../popups.ts';

/** Operators' announcements shown over the app's pages (spec §2 popups, §7 the popup calls). */
export const POPUP_AUDIENCES = ['advertiser', 'publisher'] as const;

/** Where a click on the popup's image leads: nowhere, an address (url_direct) or an app page (system_url). */
export const POPUP_DIRECT_TO = ['none', 'url', 'page'] as const;

export const POPUP_STATUSES = ['active', 'inactive'] as const;

/**
 * The app pages a popup can be shown on and lead to: `id` is the web's route name (what the app sends as
 * `page`), `page` its path. The popup answer's `system_url` is this list.
 */
export const POPUP_PAGES = [
  { id: 'dashboards', page: '/dashboards' },
  { id: 'advertisement', page: '/advertisement' },
  { id: 'advertisement-add', page: '/advertisement/add' },
  { id: 'ads-planner', page: '/advertisement/ads-planner' },
  { id: 'deposit', page: '/deposit' },
  { id: 'statement', page: '/report/statement' },
  { id: 'report-day-expense', page: '/report/day-expense' },
  { id: 'report-clicks', page: '/report/clicks' },
  { id: 'promotion', page: '/promotion' },
  { id: 'tutorials', page: '/tutorials' },
  { id: 'messages', page: '/messages' },
  { id: 'user', page: '/user' },
  { id: 'setting', page: '/setting' },
] as const;

export const POPUP_PAGE_IDS = POPUP_PAGES.map((page) => page.id) as [PopupPageId, ...PopupPageId[]];

export const POPUP_TOPIC_MAX_LENGTH = 120;

/** The `page` the app sends: a route name (unknown names just get the every-page popups). */
export const PAGE_NAME = /^[a-z0-9-]{1,64}$/;
