import type { Dispatch, DispatchList, NewsBroadcast, NewsBroadcastList } from '@adportal/contracts';

/* Operators' notification screens: news broadcasts and the sent notifications (dispatches). */

export function aNewsBroadcast(overrides: Partial<NewsBroadcast> = {}): NewsBroadcast {
  return {
    id: '7a1e2b3c-4d5e-4f60-8a71-0000000000b1',
    title: 'Maintenance on Sunday',
    body: 'The portal rests on Sunday from 02:00 to 03:00 UTC.',
    link: '/tutorials',
    audience: 'all',
    advertisers: 42,
    created_by: 'Olivia Operator',
    created_at: '2026-11-27T08:30:00.000Z',
    dispatches: { queued: 3, sent: 70, failed: 2 },
    ...overrides,
  };
}

export function newsListOf(rows: NewsBroadcast[]): NewsBroadcastList {
  return { data: rows, total: rows.length };
}

export function aDispatch(overrides: Partial<Dispatch> = {}): Dispatch {
  return {
    id: '7a1e2b3c-4d5e-4f60-8a71-0000000000d1',
    channel: 'telegram',
    category: 'news',
    status: 'sent',
    user_email: 'ada@acme.test',
    company_name: 'Acme Ads Co.',
    subject: 'Maintenance on Sunday',
    broadcast_id: null,
    attempts: 1,
    last_error: null,
    created_at: '2026-11-27T08:30:00.000Z',
    sent_at: '2026-11-27T08:30:02.000Z',
    ...overrides,
  };
}

export function dispatchListOf(rows: Dispatch[]): DispatchList {
  return { data: rows, total: rows.length };
}
