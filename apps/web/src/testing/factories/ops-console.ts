import type {
  Keyword,
  LoginBypassLink,
  OpsCatalogue,
  OpsOverview,
  OpsUser,
  OutboxMail,
  OutboxPage,
  SiteTag,
  Website,
} from '@adportal/contracts';
import { adCatalogue, aTeamUser } from '../factories.ts';

/** Answers of the operators' console: its home, the outbox, users, catalogues and sign-in links. */

export const opsOverview = (overrides: Partial<OpsOverview> = {}): OpsOverview => ({
  pending_reviews: 3,
  waiting_deposits: 2,
  open_conversations: 5,
  ...overrides,
});

export const healthy = { status: 'ok', database: 'ok', uptime_s: 93_784 } as const;

export function aWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    domain: 'news.example',
    name: 'Example News',
    min_cpc: '0.05',
    min_cpm: '1.00',
    status: 'active',
    ...overrides,
  };
}

export function aKeyword(overrides: Partial<Keyword> = {}): Keyword {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    keyword: 'running shoes',
    min_cpc: '0.10',
    min_cpm: '2.00',
    status: 'active',
    ...overrides,
  };
}

/** Every catalogue, inactive entries included, as GET /api/ops/catalogue answers. */
export const opsCatalogue = (overrides: Partial<OpsCatalogue> = {}): OpsCatalogue => ({
  ...adCatalogue(),
  keywords: [aKeyword()],
  websites: [aWebsite()],
  ...overrides,
});

export const emptyOpsCatalogue: OpsCatalogue = {
  ad_sizes: [],
  categories: [],
  countries: [],
  keywords: [],
  websites: [],
};

export function aSiteTag(overrides: Partial<SiteTag> = {}): SiteTag {
  return {
    website_id: aWebsite().id,
    site_key: 'site-key-1',
    iframe: '<iframe src="https://adportal.test/serve/frame"></iframe>',
    script: '<script src="https://adportal.test/serve/tag.js"></script>',
    demo_url: 'https://adportal.test/demo/news.example',
    ...overrides,
  };
}

export function anOpsUser(overrides: Partial<OpsUser> = {}): OpsUser {
  return { ...aTeamUser(), advertiser_name: 'Acme Ads Co.', api_keys: 0, ...overrides };
}

export function anOutboxMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    to: 'grace@acme.test',
    subject: 'Reset your AdPortal password',
    kind: 'passwordReset',
    language: 'en',
    text: 'Open https://adportal.test/reset-password/••••• within 30 minutes to choose a new password.',
    created_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export const outboxOf = (items: OutboxMail[], page = 1, pageSize = 20): OutboxPage => ({
  items,
  total: items.length,
  page,
  page_size: pageSize,
});

export function aLoginBypassLink(overrides: Partial<LoginBypassLink> = {}): LoginBypassLink {
  return {
    url: 'https://adportal.test/login-bypass/one-time-token',
    expires_at: '2026-11-28T03:10:00.000Z',
    user: { id: aTeamUser().id, name: 'Grace Hopper', email: 'grace@acme.test' },
    ...overrides,
  };
}
