import type { ApiKey, ApiKeyList } from '@adportal/contracts';

/** GET /api/api-keys's row: a read-only key for the reports, never used, expiring in a year. */
export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '7a4e2f10-3b1c-4d5e-8f90-1a2b3c4d5e01',
    name: 'Nightly report script',
    hint: 'adp_4fGh7K',
    scope: 'read_only',
    areas: ['Report', 'Statement'],
    created_at: '2026-11-20T03:00:00.000Z',
    expires_on: '2027-11-20',
    expired: false,
    last_used_at: null,
    ...overrides,
  };
}

export const apiKeyListOf = (items: ApiKey[]): ApiKeyList => ({ items, limit: 10 });

/** A whole secret as POST /api/api-keys answers it (adp_, 49 base62 characters). */
export const AN_API_KEY_SECRET = 'adp_4fGh7KqW2xYz9LmN3pQr5StUv7WxYz1AbCdEfGhIjKlMnOpQr';
