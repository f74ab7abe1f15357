/** Operators' announcements shown over the app's pages (spec §2 popups, §7 the popup calls). */
export const POPUP_AUDIENCES = ['advertiser', 'publisher'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/** Where a click on the popup's image leads: nowhere, an address (url_direct) or an app page (system_url). */
export const POPUP_DIRECT_TO = ['none', 'url', 'page'] as const;
export type PopupDirectTo = (typeof POPUP_DIRECT_TO)[number];

export const POPUP_STATUSES = ['active', 'inactive'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];

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
export type PopupPageId = (typeof POPUP_PAGES)[number]['id'];
export const POPUP_PAGE_IDS = POPUP_PAGES.map((page) => page.id) as [PopupPageId, ...PopupPageId[]];
