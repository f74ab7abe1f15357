import type { Action, Subject } from '@adportal/permissions';
import type { MenuEntry, RoleKind } from './route-types.ts';
import { ROUTES } from './routes.ts';

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

/**
 * Menu entries of the route table that this user may see (role kind and ability both allow it). An entry
 * with children becomes a group of links; each link knows the menu paths below it, where it is not active.
 */
export function visibleMenu(can: Can, kind: RoleKind | null | undefined): NavItem[] {
  const menuRoutes = ROUTES.filter((route) => route.menu);
  const menuPaths = menuRoutes.flatMap((route) => [
    route.path,
    ...(route.menu?.activePrefixes ?? []),
    ...(route.menu?.children ?? []).flatMap((child) => [child.to, ...(child.activePrefixes ?? [])]),
  ]);
  const deeperThan = (path: string) =>
    [...new Set(menuPaths)].filter((other) => other !== path && startsWithPath(other, path));
  return menuRoutes
    .filter((route) => {
      const menu = route.menu as MenuEntry;
      if (menu.kinds && !(kind && menu.kinds.includes(kind))) return false;
      return !route.ability || can(route.ability.action, route.ability.subject);
    })
    .map((route): NavItem => {
      const menu = route.menu as MenuEntry;
      if (!menu.children)
        return {
          ...menu,
          kind: 'link',
          to: route.path,
          ability: route.ability,
          deeperRoutes: deeperThan(route.path),
        };
      return {
        kind: 'group',
        key: route.name,
        titleKey: menu.titleKey,
        icon: menu.icon,
        order: menu.order,
        children: menu.children.map((child) => ({
          ...child,
          kind: 'link',
          icon: menu.icon,
          order: menu.order,
          ability: route.ability,
          deeperRoutes: deeperThan(child.to).filter((path) => !child.activePrefixes?.includes(path)),
        })),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** The links of a menu, groups opened up (for tests and searches). */
export function menuLinks(items: readonly NavItem[]): NavLinkItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
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

/** Horizontal navigation: a group's popover opens this many pixels below its button (spec §9). */
export const HORIZONTAL_NAV_POPOVER_OFFSET = 6;
