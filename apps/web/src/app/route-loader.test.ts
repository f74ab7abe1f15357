import type { SessionGrant } from '@adportal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takePagePopups } from '../features/popups/api/page-popups-request.ts';
import { session } from '../lib/session.ts';
import { routeLoader } from './route-loader.ts';
import type { RouteName } from './route-types.ts';
import { ROUTES } from './routes.ts';

const POPUPS = { status: true, data: [], domain: 'http://localhost', system_url: [] };

function grant(kind: 'advertiser' | 'platform'): SessionGrant {
  return {
    access_token: 'access-1',
    access_token_expires_at: '2030-01-01T00:00:00.000Z',
    remember_token: 'remember-1',
    user_data: {
      id: 'u1',
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      status: 'active',
      role: { id: 'r1', name: 'Owner', kind, is_administrator: true },
      advertiser_id: kind === 'advertiser' ? 'a1' : null,
      preferred_language: 'en',
      impersonated: false,
      impersonator: null,
      first_sign_in: false,
    },
    user_ability_rules: [],
    telegram_data: { is_connected: false, chat_id: '' },
  } as SessionGrant;
}

let fetchMock: ReturnType<typeof vi.fn>;
const popupRequests = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/popup/page'));

async function load(name: RouteName, path: string) {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  try {
    const url = new URL(`http://localhost${path}`);
    await routeLoader(route)({
      request: new Request(url),
      url,
      params: {},
      pattern: route.path,
      context: {},
    });
    return 'rendered';
  } catch (thrown) {
    if (thrown instanceof Response) return `redirected to ${thrown.headers.get('Location')}`;
    throw thrown;
  }
}

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    Response.json(String(url).startsWith('/api/popup/page') ? POPUPS : true),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { pathname: '/dashboards', search: '', hash: '' } });
  vi.stubGlobal('document', { querySelector: () => null, documentElement: {} });
});

// Each test starts from another page than its first (the loader remembers the page it opened last).
beforeEach(() => load('not-found', '/nowhere'));

afterEach(() => {
  takePagePopups('dashboards').catch(() => undefined);
  session.logout();
  vi.unstubAllGlobals();
});

describe('a route loader (issue 26, U-5: popups asked for together with the page)', () => {
  it("asks for an advertiser page's popups before the page's chunks and data, and the layout takes that answer", async () => {
    session.startSession(grant('advertiser'));
    expect(await load('dashboards', '/dashboards')).toBe('rendered');
    expect(popupRequests()).toEqual(['/api/popup/page?page=dashboards']);

    expect(await takePagePopups('dashboards')).toEqual(POPUPS);
    expect(popupRequests()).toHaveLength(1);
    // Taken once: the next fetch of the page's popups (a refetch) asks again.
    await takePagePopups('dashboards');
    expect(popupRequests()).toHaveLength(2);
  });

  it('asks again on the next page, not when only the search of the same page changes', async () => {
    session.startSession(grant('advertiser'));
    await load('deposit', '/deposit');
    await load('dashboards', '/dashboards');
    await load('dashboards', '/dashboards?bidding=today');
    expect(popupRequests()).toEqual(['/api/popup/page?page=deposit', '/api/popup/page?page=dashboards']);
  });

  it('asks nothing for an operator, a page without popups or a visitor sent to sign in', async () => {
    session.startSession(grant('platform'));
    expect(await load('ops', '/ops')).toBe('rendered');
    session.startSession(grant('advertiser'));
    expect(await load('popup-detail', '/popup/detail/p1')).toBe('rendered');
    session.logout();
    expect(await load('dashboards', '/dashboards')).toMatch(/^redirected to \/login/);
    expect(popupRequests()).toEqual([]);
  });
});
