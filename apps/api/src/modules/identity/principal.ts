import type { UserData } from '@adportal/contracts';
import { type AppAbility, defineAbilityFor, type PackedRules, packAbilityRules } from '@adportal/permissions';
import type { Actor } from '../../db/audit.ts';
import type { roles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionRow } from './session.repository.ts';

/** A user and a role as stored (the team module keeps these tables; identity reads them to know the caller). */
export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** The API key a script calls with (docs/api.md): what the action log and the rate limit need of it. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
}

interface Caller {
  user: UserRow;
  role: RoleRow;
  ability: AppAbility;
}

/** A person signed in: a session (possibly opened by an operator visiting as the user). */
export interface SessionPrincipal extends Caller {
  session: SessionRow;
  apiKey: null;
}

/** A script with one of the user's API keys: the user's role narrowed to the key's areas and scope. */
export interface ApiKeyPrincipal extends Caller {
  session: null;
  apiKey: ApiKeyIdentity;
}

/** Who is calling: resolved once per request by the auth plugin. */
export type Principal = SessionPrincipal | ApiKeyPrincipal;

/** The caller a request's tokens lead to, with the new access token when the remember token renewed it. */
export interface Authenticated {
  principal: SessionPrincipal;
  renewed?: { accessToken: string; accessExpiresAt: Date };
}

/** What the auth plugin needs to know a caller (the auth module's AuthService does it). */
export interface Authenticator {
  authenticate(
    accessToken: string | undefined,
    rememberToken: string | undefined,
  ): Promise<Authenticated | null>;
}

export function buildPrincipal(user: UserRow, role: RoleRow, session: SessionRow): SessionPrincipal {
  return { user, role, session, ability: abilityOf(role), apiKey: null };
}

/** The operator behind a session opened as the user, or null (a person's own session, or an API key). */
export function impersonatorIdOf(principal: Principal): string | null {
  return principal.session?.impersonatorUserId ?? null;
}

/** How many distinct grants keep their built ability (most roles share a few: every team's administrator one). */
const ABILITIES_KEPT = 1000;
const abilities = new Map<string, AppAbility>();

/**
 * The CASL ability of a role, built once per distinct grant (kind, administrator flag, permissions): an ability
 * costs ~20 KB and tens of µs to build, and the session cache keeps one per session otherwise. Abilities are never
 * changed once built, so roles with the same grant share one.
 */
export function abilityOf(role: Pick<RoleRow, 'kind' | 'isAdministrator' | 'permissions'>): AppAbility {
  const key = `${role.kind}|${role.isAdministrator}|${JSON.stringify(role.permissions)}`;
  let ability = abilities.get(key);
  if (!ability) {
    ability = defineAbilityFor({
      kind: role.kind,
      isAdministrator: role.isAdministrator,
      permissions: role.permissions,
    });
    if (abilities.size >= ABILITIES_KEPT) abilities.delete(abilities.keys().next().value as string);
    abilities.set(key, ability);
  }
  return ability;
}

export function packedRulesOf(principal: Principal): PackedRules {
  return packAbilityRules(principal.ability.rules);
}

export type Impersonator = NonNullable<UserData['impersonator']>;

export function userDataOf(
  principal: Pick<SessionPrincipal, 'user' | 'role' | 'session'>,
  impersonator: Impersonator | null,
): UserData {
  const { user, role, session } = principal;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    status: user.status,
    role: { id: role.id, name: role.name, kind: role.kind, is_administrator: role.isAdministrator },
    advertiser_id: user.advertiserId,
    preferred_language: user.preferredLanguage,
    impersonated: session.impersonatorUserId !== null,
    impersonator: session.impersonatorUserId !== null ? impersonator : null,
    first_sign_in: session.firstSignIn,
  };
}

/** The advertiser the caller acts for; platform operators have none and are refused advertiser areas. */
export function advertiserIdOf(principal: Principal): string {
  if (!principal.user.advertiserId) throw new AppError('FORBIDDEN');
  return principal.user.advertiserId;
}

/** The caller as the action log records it; a script's change names the key it used beside its user. */
export function actorOf(principal: Principal): Actor {
  return {
    userId: principal.user.id,
    name: principal.apiKey
      ? `${principal.user.name} (API key "${principal.apiKey.name}")`
      : principal.user.name,
    impersonatorUserId: impersonatorIdOf(principal),
  };
}
