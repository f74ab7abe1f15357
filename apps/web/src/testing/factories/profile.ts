import type { Profile, SessionInfo } from '@adportal/contracts';
import { ADVERTISER_ADMIN, ADVERTISER_ID, userDataOf } from '../callers.ts';

/** The profile page's answers (`/api/profile`, `/api/profile/sessions`) for the demo advertiser's first user. */

export const MY_ID = userDataOf(ADVERTISER_ADMIN).id;

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user: {
      id: MY_ID,
      name: 'Ada Lovelace',
      email: 'ada@acme.test',
      phone: null,
      preferred_language: 'en',
      role_name: 'Administrator',
      two_factor_enabled: false,
      created_at: '2026-01-05T03:00:00.000Z',
      last_login_at: '2026-11-27T03:00:00.000Z',
    },
    advertiser: {
      id: ADVERTISER_ID,
      company_name: 'Acme Ads Co.',
      company_email: 'billing@acme.test',
      company_phone: null,
      affiliate_code: 'ACME2026',
    },
    can_edit_advertiser: true,
    ...overrides,
  };
}

export function aSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    current: true,
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
    created_at: '2026-11-27T03:00:00.000Z',
    last_used_at: '2026-11-28T03:00:00.000Z',
    remembered: false,
    impersonated: false,
    ...overrides,
  };
}
