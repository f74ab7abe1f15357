import {
  ZInternalAdvertiser,
  ZMessageCounts,
  ZNotificationList,
  ZPopupPageAnswer,
} from '@adportal/contracts';
import { mockApi } from './api-mock.ts';

/**
 * The calls of the signed-in shell around every page — the bell, the message button, the page's popups, the
 * friend-code offer — answered as for an account with nothing to say: no unread message, no notification, no popup,
 * a friend code already entered. A test about one of them declares its own answer (it comes first).
 */
export function shellHandlers() {
  return [
    mockApi('get', '/api/notifications', ZNotificationList, () => ({ data: [], unread: 0 })),
    mockApi('get', '/api/messages/counts', ZMessageCounts, () => ({
      unread: 0,
      folders: { inbox: 0, sent: 0, starred: 0, trashed: 0, closed: 0 },
    })),
    mockApi('get', '/api/popup/page', ZPopupPageAnswer, () => ({
      status: true as const,
      data: [],
      domain: window.location.origin,
      system_url: [],
    })),
    mockApi('get', '/api/internal/advertisers/:id', ZInternalAdvertiser, ({ params }) => ({
      id: String(params.id),
      company_name: 'Acme Ads Co.',
      affiliate_code: 'ACME2026',
      affiliate: { code: 'FRIEND01' },
      created_at: '2026-01-05T03:00:00.000Z',
      friend_code_until: '2026-01-06T03:00:00.000Z',
      can_set_friend_code: false,
      friend_code_skipped: false,
    })),
  ];
}
