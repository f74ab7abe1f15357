import {
  type MeResponse,
  type SessionGrant,
  type UserData,
  ZFindTokenResponse,
  ZMeResponse,
} from '@adportal/contracts';
import { packAbilityRules, type RolePermissions, rulesForRole } from '@adportal/permissions';
import { mockApi } from './api-mock.ts';

/** Who opens a route: a visitor (no session), or a user of a role (the rules come from packages/permissions). */
export type Caller =
  | 'visitor'
  | {
      kind: 'advertiser' | 'platform';
      /** Administrator access: every area of the kind. */
      administrator?: boolean;
      /** The role's permission map when not an administrator: `{ Deposit: { read: true } }`. */
      permissions?: RolePermissions;
      name?: string;
      /** A session an operator opened as this user (the one-time sign-in link). */
      impersonated?: boolean;
    };

export type SignedInCaller = Exclude<Caller, 'visitor'>;

/** The demo advertiser's first user: administrator of the team (what most screens are opened as). */
export const ADVERTISER_ADMIN: SignedInCaller = { kind: 'advertiser', administrator: true };
/** An operator with every platform area. */
export const OPERATOR: SignedInCaller = { kind: 'platform', administrator: true };
/** A team member who may only read the areas given. */
export const readOnly = (...areas: (keyof RolePermissions)[]): SignedInCaller => ({
  kind: 'advertiser',
  permissions: Object.fromEntries(areas.map((area) => [area, { read: true }])),
});

export const ADVERTISER_ID = '6f1c3a52-0d6e-4a57-9a57-1f6c0b8f2a01';
const USER_ID = '0b7f2c1e-5a3d-4c8e-9f21-7d3a9e6b4c10';

export function userDataOf(caller: SignedInCaller): UserData {
  const platform = caller.kind === 'platform';
  return {
    id: USER_ID,
    name: caller.name ?? (platform ? 'Olivia Operator' : 'Ada Lovelace'),
    email: platform ? 'operator@adportal.test' : 'ada@acme.test',
    phone: null,
    status: 'active',
    role: {
      id: 'role-1',
      name: caller.administrator ? 'Administrator' : 'Member',
      kind: caller.kind,
      is_administrator: Boolean(caller.administrator),
    },
    advertiser_id: platform ? null : ADVERTISER_ID,
    preferred_language: 'en',
    impersonated: Boolean(caller.impersonated),
    impersonator: caller.impersonated ? { name: 'Olivia Operator', email: 'operator@adportal.test' } : null,
    first_sign_in: false,
  };
}

function packedRulesOf(caller: SignedInCaller) {
  return packAbilityRules(
    rulesForRole({
      kind: caller.kind,
      isAdministrator: Boolean(caller.administrator),
      permissions: caller.permissions ?? {},
    }),
  ) as unknown[][];
}

/** What POST /api/auth/login answers this caller. */
export function sessionGrantOf(caller: SignedInCaller): SessionGrant {
  return {
    access_token: 'access-token-test',
    access_token_expires_at: '2026-12-31T00:00:00.000Z',
    remember_token: null,
    user_data: userDataOf(caller),
    user_ability_rules: packedRulesOf(caller),
  };
}

export function meOf(caller: SignedInCaller): MeResponse {
  return {
    user_data: userDataOf(caller),
    user_ability_rules: packedRulesOf(caller),
    telegram_data: { is_connected: false, chat_id: '' },
  };
}

/** The session's own calls: the token check on every guarded load and GET /api/me of the signed-in shell. */
export function sessionHandlers(caller: Caller) {
  if (caller === 'visitor') return [];
  return [
    mockApi('get', '/api/find-token/:token', ZFindTokenResponse, () => ({
      user_id: USER_ID,
      expires_at: '2026-12-31T00:00:00.000Z',
      renewed: false,
    })),
    mockApi('get', '/api/me', ZMeResponse, () => meOf(caller)),
  ];
}
