import { describe, expect, it } from 'vitest';
import {
  httpErrorMessage,
  isPublicPage,
  loginPath,
  parseRetryAfter,
  redirectOnUnauthenticated,
  retryDelayMs,
  safeRedirectTarget,
  shouldRetry,
  signOutAfterServerError,
  statusAction,
} from './http-policy.ts';

describe('retry rule (spec §7/§9)', () => {
  const retryable = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('retries %s once on every retryable status', (method) => {
    for (const status of retryable) {
      expect(shouldRetry(method, status, 0)).toBe(true);
      expect(shouldRetry(method, status, 1)).toBe(false);
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    for (const status of retryable) expect(shouldRetry(method, status, 0)).toBe(false);
  });

  it('does not retry other statuses', () => {
    for (const status of [200, 201, 204, 400, 401, 403, 404, 410, 422, 501, 505]) {
      expect(shouldRetry('GET', status, 0)).toBe(false);
    }
  });

  it('waits for Retry-After (capped) or a short default', () => {
    expect(retryDelayMs(null)).toBe(300);
    expect(retryDelayMs('1')).toBe(1000);
    expect(retryDelayMs('120')).toBe(3000);
    expect(retryDelayMs('soon')).toBe(300);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('42')).toBe(42);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});

describe('status policy (spec §8)', () => {
  it('maps statuses to actions', () => {
    expect(statusAction(200)).toBe('ok');
    expect(statusAction(304)).toBe('ok');
    expect(statusAction(401)).toBe('unauthenticated');
    expect(statusAction(500)).toBe('server-error');
    expect(statusAction(400)).toBe('error');
    expect(statusAction(403)).toBe('error');
    expect(statusAction(503)).toBe('error');
    expect(statusAction(599)).toBe('error');
  });

  it('knows the public pages by their first segment', () => {
    for (const path of [
      '/login',
      '/two-steps',
      '/register',
      '/change-password/abc',
      '/forgot-password/complete',
      '/login-bypass/tok',
      '/reset-password/1',
      '/select-language',
    ]) {
      expect(isPublicPage(path)).toBe(true);
    }
    for (const path of ['/', '/dashboards', '/ops', '/not-authorized', '/loginx', '/deposit/1']) {
      expect(isPublicPage(path)).toBe(false);
    }
  });

  it('signs out after a 500 only when the token is invalid and the page is not public', () => {
    expect(signOutAfterServerError(false, '/dashboards')).toBe(true);
    expect(signOutAfterServerError(true, '/dashboards')).toBe(false);
    expect(signOutAfterServerError(false, '/login')).toBe(false);
    expect(signOutAfterServerError(false, '/register')).toBe(false);
  });

  it('sends a 401 to /login unless already on a public page', () => {
    expect(redirectOnUnauthenticated('/dashboards')).toBe(true);
    expect(redirectOnUnauthenticated('/login')).toBe(false);
  });

  it('words an error as method, url, status and status text', () => {
    expect(httpErrorMessage('get', '/api/me', 404, 'Not Found')).toBe('GET /api/me 404 Not Found');
    expect(httpErrorMessage('POST', '/api/x', 502, '')).toBe('POST /api/x 502');
  });
});

describe('return after sign-in', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirectTarget('/ops?x=1#a')).toBe('/ops?x=1#a');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    // Browsers drop tabs and line breaks from a URL: "/\t/host" is "//host".
    expect(safeRedirectTarget('/\t/evil.example')).toBeNull();
    expect(safeRedirectTarget('/\n\\evil.example')).toBeNull();
    expect(safeRedirectTarget('/login')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });

  it('builds the login address', () => {
    expect(loginPath('/dashboards')).toBe('/login?redirect=%2Fdashboards');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
    expect(loginPath('/register')).toBe('/login');
  });
});
