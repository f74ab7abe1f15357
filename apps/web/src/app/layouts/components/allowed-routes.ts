import type { Action, Subject } from '@adportal/permissions';
import { visibleMenu } from '../../navigation.ts';
import type { RoleKind, RouteName } from '../../route-types.ts';
import { ROUTES } from '../../routes.ts';

export type Can = (action: Action, subject: Subject) => boolean;

/**
 * Whether this user may open a route: a route with a menu entry when the menu shows it (navigation.ts decides:
 * role kind and ability), another when its kinds of role and its ability allow it. An unknown name (a route not built yet) is not.
 */
export function routeAllowed(name: RouteName, can: Can, kind: RoleKind | null | undefined): boolean {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) return false;
  if (route.menu)
    return visibleMenu(can, kind).some((item) =>
      item.kind === 'group' ? item.key === route.name : item.to === route.path,
    );
  if (route.kinds && !(kind && route.kinds.includes(kind))) return false;
  return !route.ability || can(route.ability.action, route.ability.subject);
}
