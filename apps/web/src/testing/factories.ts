import type {
  AdCatalogue,
  AdListItem,
  AdListPage,
  Advertisement,
  Deposit,
  DepositPage,
  DepositSettings,
  Role,
  Statement,
  StatementPage,
  TeamUser,
} from '@adportal/contracts';
import { ADVERTISER_ID } from './callers.ts';

/**
 * Answers of the API built from the contracts' types: a field renamed or retyped in packages/contracts breaks
 * these at compile time, and `mockApi` checks each answer against the schema at run time.
 */

/** One page of a list, as every paged route answers it. */
export function pageOf<Row>(data: Row[], page = 1, pageSize = 10) {
  return { data, total: data.length, page, page_size: pageSize };
}

export function aDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'c0a80101-0000-4000-8000-000000000001',
    reference: 'DEP-20261127-0001',
    advertiser_id: ADVERTISER_ID,
    method: 'manual',
    status: 'waiting',
    amount: '250.00',
    credited: '0',
    currency: 'USDT',
    network: 'TRC20',
    pay_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    pay_amount: '250.00',
    provider_payment_id: null,
    provider_status: null,
    valid_until: '2026-11-28T03:00:00.000Z',
    tx_hash: null,
    promotion_code: null,
    remark: null,
    sandbox: false,
    completed_at: null,
    created_at: '2026-11-27T03:00:00.000Z',
    updated_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export const noDeposits: DepositPage = pageOf<Deposit>([]);

export const depositSettings = (overrides: Partial<DepositSettings> = {}): DepositSettings => ({
  manual_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  crypto_enabled: true,
  sandbox: false,
  network: 'TRC20',
  currency: 'USDT',
  max_decimals: 2,
  ...overrides,
});

export function anAd(overrides: Partial<AdListItem> = {}): AdListItem {
  return {
    id: 'ad000000-0000-4000-8000-000000000001',
    name: 'Winter sale leaderboard',
    type: 'click',
    ad_size: { id: 'size-728x90', name: 'Leaderboard', width: 728, height: 90, status: 'active' },
    image: {
      id: 'img-1',
      url: '/api/ad-images/img-1.png',
      width: 728,
      height: 90,
      format: 'png',
      bytes: 20_480,
    },
    redirect_url: 'https://shop.example.com/winter',
    category: { id: 'cat-1', name: 'Shopping', status: 'active' },
    all_countries: true,
    countries: [],
    status: 'approved',
    status_reason: null,
    display: 'online',
    serving: true,
    not_serving: [],
    delivery: 'serving',
    bid_to_win: null,
    budget: null,
    schedule: { enabled: false, time_zone: 'Asia/Bangkok', week: [[], [], [], [], [], [], []] },
    targets: 2,
    active_targets: 2,
    advertiser_id: ADVERTISER_ID,
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    figures: {
      impressions: 12_000,
      clicks: 130,
      successful_clicks: 120,
      void_clicks: 10,
      void_impressions: 0,
      ctr: 0.01,
      void_share: 10 / 130,
      spend: '36.00',
      average_cpc: '0.30',
      average_cpm: null,
    },
    ...overrides,
  };
}

export function adPageOf(ads: AdListItem[]): AdListPage {
  return { ...pageOf(ads), range: { period: 'month', from: '2026-11-01', to: '2026-11-28' } };
}

export const adCatalogue = (): AdCatalogue => ({
  ad_sizes: [
    {
      id: 'a0000000-0000-4000-8000-000000000728',
      name: 'Leaderboard',
      width: 728,
      height: 90,
      status: 'active',
    },
    {
      id: 'a0000000-0000-4000-8000-000000000300',
      name: 'Medium rectangle',
      width: 300,
      height: 250,
      status: 'active',
    },
  ],
  categories: [{ id: 'c0000000-0000-4000-8000-000000000001', name: 'Shopping', status: 'active' }],
  countries: [
    { code: 'TH', name: 'Thailand', status: 'active' },
    { code: 'SG', name: 'Singapore', status: 'active' },
  ],
});

export function aTeamUser(overrides: Partial<TeamUser> = {}): TeamUser {
  return {
    id: '0b7f2c1e-5a3d-4c8e-9f21-7d3a9e6b4c11',
    name: 'Grace Hopper',
    email: 'grace@acme.test',
    phone: null,
    status: 'active',
    role: { id: 'r0000000-0000-4000-8000-000000000002', name: 'Analyst', is_administrator: false },
    advertiser_id: ADVERTISER_ID,
    last_login_at: '2026-11-26T03:00:00.000Z',
    created_at: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
}

export function aRole(overrides: Partial<Role> = {}): Role {
  return {
    id: 'r0000000-0000-4000-8000-000000000002',
    name: 'Analyst',
    is_administrator: false,
    permissions: { Report: { read: true, create: false, update: false, delete: false } },
    user_count: 1,
    ...overrides,
  };
}

export function aStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    id: 's0000000-0000-4000-8000-000000000001',
    seq: '1',
    advertiser_id: ADVERTISER_ID,
    type: 'deposit',
    before: '0',
    amount: '250.00',
    after: '250.00',
    currency: 'USDT',
    reference: 'DEP-20261127-0001',
    source_type: 'deposit',
    source_id: 'c0a80101-0000-4000-8000-000000000001',
    note: null,
    statement_date: '2026-11-27',
    created_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export function statementPageOf(
  rows: Statement[],
  balance = { current: '250.00', temporary: '243.50' },
): StatementPage {
  return { ...pageOf(rows), balance: { ...balance, currency: 'USDT' } };
}

/** An ad as the operators' review lists it: with its advertiser's name, without the list's figures. */
export function anOpsAd(overrides: Partial<Advertisement> = {}): Advertisement {
  const { figures: _figures, ...ad } = anAd({ status: 'pending', advertiser_name: 'Acme Ads Co.' });
  return { ...ad, ...overrides };
}

export * from './factories/action-log.ts';
// Answers of one domain each, in their own files (several helpers add factories at once).
export * from './factories/advertisements.ts';
export * from './factories/dashboard.ts';
export * from './factories/messages.ts';
export * from './factories/notifications.ts';
export * from './factories/ops-tutorials.ts';
export * from './factories/popups.ts';
export * from './factories/profile.ts';
export * from './factories/promotions.ts';
export * from './factories/reports.ts';
export * from './factories/settings.ts';
export * from './factories/telegram.ts';
export * from './factories/tutorial-articles.ts';
