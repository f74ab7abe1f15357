import type { ActionLogEntry, ActionLogPage } from '@adportal/contracts';

/** The action log's answers (`/api/action-logs`). */

export const anEntry = (overrides: Partial<ActionLogEntry> = {}): ActionLogEntry => ({
  id: 'l0000000-0000-4000-8000-000000000001',
  action: 'updated',
  subject: 'Role',
  subject_id: 'r0000000-0000-4000-8000-000000000001',
  actor_user_id: '0b7f2c1e-5a3d-4c8e-9f21-7d3a9e6b4c10',
  actor_name: 'Ada Lovelace',
  impersonated: false,
  before: { name: 'Reporting' },
  after: { name: 'Reports only' },
  created_at: '2026-11-27T03:00:00.000Z',
  ...overrides,
});
export const logOf = (items: ActionLogEntry[]): ActionLogPage => ({
  items,
  total: items.length,
  page: 1,
  page_size: 25,
  facets: {
    subjects: ['Role', 'User'],
    actors: [{ id: '0b7f2c1e-5a3d-4c8e-9f21-7d3a9e6b4c10', name: 'Ada Lovelace' }],
  },
});
