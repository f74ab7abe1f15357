import { MESSAGE_FOLDERS, type MessageFolder } from '@adportal/contracts';
import { href } from '../../routing/href.ts';

type RouteName = Parameters<typeof href>[0];

/** Each folder's route: /messages is the inbox, the others are /messages/{folder} (spec §2). */
export const FOLDER_ROUTES: Record<MessageFolder, RouteName> = {
  inbox: 'messages',
  sent: 'messages-sent',
  starred: 'messages-starred',
  trashed: 'messages-trashed',
  closed: 'messages-closed',
};

/** The folder an address shows (the inbox for anything else). */
export function folderOfPath(pathname: string): MessageFolder {
  const path = pathname.replace(/\/+$/, '') || '/';
  return MESSAGE_FOLDERS.find((folder) => href(FOLDER_ROUTES[folder]) === path) ?? 'inbox';
}

export const MESSAGE_PAGE_SIZES = [10, 25, 50] as const;

/** A folder's search and page as kept in the address (?q=&page=&size=), defaults left out. */
export function listFilterFrom(params: URLSearchParams) {
  const size = Number(params.get('size'));
  return {
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (MESSAGE_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

export function listParamsFrom(filter: { search: string; page: number; pageSize: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('size', String(filter.pageSize));
  return params;
}
