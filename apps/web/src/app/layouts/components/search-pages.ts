import { visibleMenu } from '../../navigation.ts';
import type { MenuEntry, MenuIcon, RoleKind, RouteName } from '../../route-types.ts';
import { ROUTES } from '../../routes.ts';
import { type Can, routeAllowed } from './allowed-routes.ts';

/** The words naming a page: a menu entry's, or those of the pages the search adds beside the menu. */
export type PageTitleKey =
  | MenuEntry['titleKey']
  | 'setting.title'
  | 'messages.title'
  | 'telegram.title'
  | 'apiKeys.title'
  | 'webhooks.title';
export type PageIcon = MenuIcon | 'setting' | 'messages' | 'telegram' | 'apiKeys' | 'webhooks';

/** A page the search bar can open. */
export interface SearchPage {
  to: string;
  titleKey: PageTitleKey;
  /** The menu group a link belongs to ("Advertisements" for its "Pending" tab). */
  groupKey?: PageTitleKey;
  icon: PageIcon;
}

/** Pages without a menu entry that people still look for by name (reached from the user menu or a button). */
const PAGES_BESIDE_THE_MENU: { name: RouteName; titleKey: PageTitleKey; icon: PageIcon }[] = [
  { name: 'setting', titleKey: 'setting.title', icon: 'setting' },
  { name: 'messages', titleKey: 'messages.title', icon: 'messages' },
  { name: 'telegram', titleKey: 'telegram.title', icon: 'telegram' },
  { name: 'api-keys', titleKey: 'apiKeys.title', icon: 'apiKeys' },
  { name: 'webhooks', titleKey: 'webhooks.title', icon: 'webhooks' },
];

/** Every page this user may open from the search: the menu as it is shown to them, then the pages beside it. */
export function searchablePages(can: Can, kind: RoleKind | null | undefined): SearchPage[] {
  const fromMenu = visibleMenu(can, kind).flatMap((item): SearchPage[] =>
    item.kind === 'group'
      ? item.children.map((child) => ({
          to: child.to,
          titleKey: child.titleKey,
          groupKey: item.titleKey,
          icon: item.icon,
        }))
      : [{ to: item.to, titleKey: item.titleKey, icon: item.icon }],
  );
  const beside = PAGES_BESIDE_THE_MENU.filter((page) => routeAllowed(page.name, can, kind)).map(
    (page): SearchPage => ({
      to: ROUTES.find((route) => route.name === page.name)!.path,
      titleKey: page.titleKey,
      icon: page.icon,
    }),
  );
  return [...fromMenu, ...beside];
}

/** At most this many pages in the search's list. */
export const PAGE_RESULTS = 6;

const normalize = (text: string) => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
const WORD_BREAK = /[\s›/&·,()-]+/;

/** How well a text matches: 0 it starts with the query, 1 a word of it does, 2 it holds every word; else null. */
function rank(text: string, query: string): number | null {
  const haystack = normalize(text);
  if (haystack.startsWith(query)) return 0;
  if (haystack.split(WORD_BREAK).some((word) => word.startsWith(query))) return 1;
  return query.split(' ').every((word) => haystack.includes(word)) ? 2 : null;
}

/**
 * The candidates whose texts (a page's name in the reader's language and in English) match the query, the
 * best first and in their own order among equals, at most `limit`. An empty query matches nothing.
 */
export function matchPages<T>(
  candidates: readonly { item: T; texts: readonly string[] }[],
  query: string,
  limit = PAGE_RESULTS,
): T[] {
  const wanted = normalize(query);
  if (!wanted) return [];
  return candidates
    .map((candidate, order) => {
      const ranks = candidate.texts.map((text) => rank(text, wanted)).filter((value) => value !== null);
      return { item: candidate.item, order, best: ranks.length ? Math.min(...ranks) : null };
    })
    .filter((entry) => entry.best !== null)
    .sort((a, b) => a.best! - b.best! || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.item);
}
