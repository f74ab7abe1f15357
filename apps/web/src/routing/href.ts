import type { RoleKind, RouteName } from '../app/route-types.ts';
import { ROUTES } from '../app/routes.ts';

type Search = Record<string, string | number | undefined | null>;

/**
 * The one way features reach the route table (app/routes.ts, plain data): they never import app/ themselves.
 *
 * The link to a route of the route table: `href('deposit-detail', { id })` → `/deposit/7f…`.
 * Path parameters are encoded; search values that are empty are left out.
 */
export function href(name: RouteName, params: Record<string, string> = {}, search: Search = {}): string {
  const pattern = ROUTES.find((route) => route.name === name)?.path;
  if (!pattern) throw new Error(`Unknown route ${name}`);
  const path = pattern.replace(/:([a-z]+)/gi, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs :${key}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const queryString = query.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** Where a role kind lands after signing in: the operators' console or the advertiser's dashboard. */
export function homePath(kind: RoleKind | null | undefined): string {
  return href(kind === 'platform' ? 'ops' : 'dashboards');
}
