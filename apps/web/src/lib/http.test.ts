import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, http, setHttpNavigator } from './http.ts';
import { session } from './session.ts';

const grant = {
  access_token: 'access-1',
  access_token_expires_at: '2030-01-01T00:00:00.000Z',
  remember_token: 'remember-1',
  user_data: {
    id: 'u1',
    name: 'Ann',
    email: 'ann@example.com',
    phone: null,
    status: 'active' as const,
    role: { id: 'r1', name: 'Owner', kind: 'advertiser' as const, is_administrator: true },
    advertiser_id: 'a1',
    preferred_language: 'en',
    impersonated: false,
    impersonator: null,
    first_sign_in: false,
  },
  user_ability_rules: [],
  telegram_data: { is_connected: false, chat_id: '' },
};

function json(status: number, body: unknown, headers: Record<string, string> = {}, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const navigate = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { pathname: '/dashboards', search: '?tab=1', hash: '' } });
  setHttpNavigator(navigate);
  navigate.mockReset();
  session.startSession(grant);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('sends the spec headers', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await http('/me');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Headers;
    expect(url).toBe('/api/me');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('X-Remember-Token')).toBe('remember-1');
    // Nothing rides on cookies, so nothing against forged requests is sent either (ADR 32).
    expect(headers.get('X-CSRF-Token')).toBeNull();
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('retries a GET once on 503, then succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, {}, { 'Retry-After': '0' }))
      .mockResolvedValueOnce(json(200, { a: 1 }));
    await expect(http('/x')).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries a POST and throws an HttpError carrying the body', async () => {
    const body = { requestId: 'r', statusCode: 409, code: 'EMAIL_TAKEN', message: 'taken', fields: [] };
    fetchMock.mockResolvedValueOnce(json(409, body, {}, 'Conflict'));
    const error = await http('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('POST /api/auth/register 409 Conflict');
    expect((error as HttpError).code).toBe('EMAIL_TAKEN');
    expect((error as HttpError).requestId).toBe('r');
  });

  it('on 401 clears both tokens and goes to /login, remembering the page', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { requestId: 'r', statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }),
    );
    await expect(http('/me')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.getState().accessToken).toBeNull();
    expect(session.getState().rememberToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboards%3Ftab%3D1');
  });

  it('leaves a 401 to the sign-out when the session it was sent under ended on its way', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const poll = http('/deposits/DP1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The person signs out while the page's poll is on its way; the server has revoked its token.
    session.logout();
    answer(json(401, { requestId: 'r', statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }));
    await expect(poll).rejects.toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 500 (after its retry) checks the token and signs out when it is invalid', async () => {
    fetchMock
      .mockResolvedValueOnce(json(500, {}, { 'Retry-After': '0' }))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, null));
    await expect(http('/account/overview')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/find-token/access-1');
    expect(session.getState().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('on 500 keeps the session when the token is still valid', async () => {
    fetchMock
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(
        json(200, { user_id: 'u1', expires_at: '2030-01-01T00:00:00.000Z', renewed: false }),
      );
    await expect(http('/x', { method: 'POST' })).rejects.toBeInstanceOf(HttpError);
    expect(session.getState().accessToken).toBe('access-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stores an access token renewed by the server', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}, { 'X-Access-Token': 'access-2' }));
    await http('/me');
    expect(session.getState().accessToken).toBe('access-2');
  });
});
