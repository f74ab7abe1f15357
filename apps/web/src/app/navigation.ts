import type { Action, Subject } from '@adportal/permissions';
import { type MenuEntry, ROUTES, type RoleKind } from './routes.ts';

/** A link of the menu, built from a route of the route table. */
export interface NavLinkItem extends MenuEntry {
  kind: 'link';
  to: string;
  ability?: { action: Action; subject: Subject };
  /** Routes of other menu entries below this one (/ops → /ops/outbox): there the deeper entry is active. */
  deeperRoutes?: readonly string[];
}

/** A group of links (vertical: collapsible; horizontal: a popover 6 px below its button). */
export interface NavGroupItem {
  kind: 'group';
  key: string;
  titleKey: MenuEntry['titleKey'];
  icon: MenuEntry['icon'];
  order: number;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

type Can = (action: Action, subject: Subject) => boolean;

/** Menu entries of the route table that this user may see: role kind and ability both allow it. */
export function visibleMenu(can: Can, kind: RoleKind | null | undefined): NavLinkItem[] {
  const menuRoutes = ROUTES.filter((route) => route.menu);
  return menuRoutes
    .map(
      (route): NavLinkItem => ({
        ...(route.menu as MenuEntry),
        kind: 'link',
        to: route.path,
        ability: route.ability,
        // Paths (and extra prefixes) of other entries below this one: there the deeper entry is the active one.
        deeperRoutes: menuRoutes
          .filter((other) => other !== route)
          .flatMap((other) => [other.path, ...(other.menu?.activePrefixes ?? [])])
          .filter((path) => path !== route.path && startsWithPath(path, route.path)),
      }),
    )
    .filter((item) => !item.kinds || (kind ? item.kinds.includes(kind) : false))
    .filter((item) => !item.ability || can(item.ability.action, item.ability.subject))
    .sort((a, b) => a.order - b.order);
}

function startsWithPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** An entry is active when the current path starts with its route (or one of its extra prefixes). */
export function isMenuItemActive(
  item: NavItem | Pick<NavLinkItem, 'to' | 'activePrefixes' | 'deeperRoutes'>,
  pathname: string,
): boolean {
  if ('kind' in item && item.kind === 'group')
    return item.children.some((child) => isMenuItemActive(child, pathname));
  const link = item as Pick<NavLinkItem, 'to' | 'activePrefixes' | 'deeperRoutes'>;
  if (link.deeperRoutes?.some((deeper) => startsWithPath(pathname, deeper))) return false;
  return [link.to, ...(link.activePrefixes ?? [])].some((prefix) => startsWithPath(pathname, prefix));
}

/** Where "home" is for this user: operators work in the console, advertisers on the dashboard. */
export function homePath(kind: RoleKind | null | undefined): string {
  return kind === 'platform' ? '/ops' : '/dashboards';
}

/** Horizontal navigation: a group's popover opens this many pixels below its button (spec §9). */
export const HORIZONTAL_NAV_POPOVER_OFFSET = 6;
