/** The areas and actions roles are made of: plain data, no CASL, so contracts and the login page can read them. */
export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
/** The four actions a role grants per area ('manage' is only granted through administrator access). */
export const CRUD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Areas of an advertiser team; each is a CASL subject. */
export const ADVERTISER_AREAS = [
  'Dashboard',
  'Advertisement',
  'Deposit',
  'Promotion',
  'Report',
  'Statement',
  'ActionLog',
  'User',
  'Role',
  'Tutorial',
  'Telegram',
  'Setting',
  'Message',
  'Webhook',
] as const;
export type AdvertiserArea = (typeof ADVERTISER_AREAS)[number];

/** Areas of the platform operators' console (/ops). */
export const PLATFORM_AREAS = [
  'Ops',
  'OpsAdvertiser',
  'OpsReview',
  'OpsDeposit',
  'OpsPromotion',
  'OpsContent',
] as const;
export type PlatformArea = (typeof PLATFORM_AREAS)[number];

/** The demo subject of spec §6: /access-control needs read on it. Administrators hold it. */
export const ACL_DEMO = 'AclDemo' as const;

/**
 * The advertiser areas an API key can reach (what scripts run: ads, bids, budgets, money, reports, webhook
 * endpoints). Never the team's users and roles, its settings or its Telegram link: credentials stay with people.
 */
export const API_KEY_AREAS = [
  'Dashboard',
  'Advertisement',
  'Deposit',
  'Promotion',
  'Report',
  'Statement',
  'ActionLog',
  'Tutorial',
  'Message',
  'Webhook',
] as const satisfies readonly AdvertiserArea[];
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

/** What an API key may do in its areas: read only, or everything its owner's role allows there. */
export const API_KEY_SCOPES = ['read_only', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
