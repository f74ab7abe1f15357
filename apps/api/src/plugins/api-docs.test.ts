import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/helper.ts';

/** The API reference page (/api/docs, swagger-ui): served under its own strict policy, and usable with a key. */
describeOnEachDatabase('API reference page', (client) => {
  it('is served with its own strict content security policy, without the top bar', async () => {
    const page = await client().get('/api/docs/', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>AdPortal API reference</title>');
    const csp = page.headers['content-security-policy'] as string;
    // "Try it out" reaches this origin only (no connect-src: default-src 'self' governs fetch).
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('connect-src');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe');

    const initializer = await client().get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    // The top bar's "Explore" box would load another address's description into this page.
    expect(initializer.body).toContain('"layout":"BaseLayout"');
    expect(initializer.body).toContain('"persistAuthorization":false');
    expect(initializer.body).toContain('"validatorUrl":null');
  });

  it("offers both schemes in Authorize: a key for the key's routes, only a session for people's", async () => {
    const document = (await client().get('/api/docs/json')).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/advertisements'].get.security).toEqual(
      expect.arrayContaining([{ apiKey: [] }, { bearer: [] }]),
    );
    expect(document.paths['/api/api-keys'].post.security).toEqual([{ bearer: [] }]);
  });

  it('answers what "Try it out" sends with a key: the bearer alone, no cookie, no CSRF token', async () => {
    const { email, password } = await client().register();
    const { access_token } = await client().login(email, password);
    const created = await client().post(
      '/api/api-keys',
      { name: 'Reference page', scope: 'read_write', areas: ['Advertisement'], expires_on: null },
      { token: access_token },
    );
    expect(created.statusCode).toBe(201);
    const key = created.json<{ secret: string }>().secret;
    // What swagger-ui's fetch sends from the page: same origin, the Authorize dialog's bearer, nothing else.
    const fromPage = { origin: 'http://localhost:3000', referer: 'http://localhost:3000/api/docs/' };

    const list = await client().app.inject({
      method: 'GET',
      url: '/api/advertisements?page=1&page_size=10',
      headers: { ...fromPage, accept: 'application/json', authorization: `Bearer ${key}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [], total: 0 });
    expect(list.headers['ratelimit-limit']).toBeDefined();

    const write = await client().app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers: { ...fromPage, 'content-type': 'application/json', authorization: `Bearer ${key}` },
      payload: {},
    });
    // Validated, not refused at the door: no CSRF token is asked of a key.
    expect(write.statusCode).toBe(422);
    expect(write.json().code).toBe('VALIDATION_FAILED');
  });
});
