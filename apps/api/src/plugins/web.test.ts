import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/helper.ts';

describeOnEachDatabase('web shell, security headers and docs', (client) => {
  it('renders index.html with the CSP nonce of the same response, and sets no cookie', async () => {
    const response = await client().get('/login', {
      headers: { accept: 'text/html', cookie: 'color-scheme=dark' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const nonce = /name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('data-color-scheme="dark"');
    // The web writes every moment on the platform's clock: the shell names it (PLATFORM_TIMEZONE).
    expect(response.body).toContain('<meta name="platform-time-zone" content="Asia/Bangkok" />');

    // Nothing rides on cookies (sessions are bearer headers; ADR 32): the shell sets none.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 and unknown pages with the app', async () => {
    const api = await client().get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    expect(api.headers['x-request-id']).toBe(api.json().requestId);
    const page = await client().get('/some/deep/page');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    // The ad server's paths are no pages either: an unknown one is the same JSON 404, never the app.
    for (const path of ['/serve/nope', '/serve', '/serve/nope/deeper?x=1', '/serve/click']) {
      const serve = await client().get(path);
      expect(serve.statusCode, path).toBe(404);
      expect(serve.json(), path).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    }
    expect((await client().get('/served-page')).statusCode).toBe(200);
  });

  it('serves hashed assets pre-compressed as negotiated, cached for good', async () => {
    const brotli = await client().get('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    const gzip = await client().get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await client().get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const fixture');
    const missing = await client().get('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
  });

  it('reports health with the database state', async () => {
    const response = await client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI description of every route with request and response schemas', async () => {
    const response = await client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/auth/login'].post;
    expect(login.operationId).toBe('login');
    expect(login.requestBody.content['application/json'].schema).toBeDefined();
    expect(login.responses['200']).toBeDefined();
    expect(document.paths['/api/find-token/{token}'].get.operationId).toBe('findToken');
    const docs = await client().get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(docs.headers['content-security-policy']).not.toContain('unsafe');
    expect(docs.body).toContain('swagger');
  });

  it('takes a request id from the caller only when it is well formed', async () => {
    const given = await client().get('/api/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const injected = await client().get('/api/health', {
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(injected.headers['x-request-id']).not.toContain('bad');
  });
});
