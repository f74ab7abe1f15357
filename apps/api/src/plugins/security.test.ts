import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityPlugin } from './security.ts';

async function headersOf(production: boolean, url = '/api/thing') {
  const app = Fastify();
  await app.register(securityPlugin, { production });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/framed', async (_request, reply) => {
    reply.removeHeader('x-frame-options');
    return reply.header('cache-control', 'public, max-age=60').send('ok');
  });
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('sends the API policy on every answer, HSTS in production only', async () => {
    const headers = await headersOf(true);
    expect(headers).toMatchObject({
      'content-security-policy':
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect((await headersOf(false))['strict-transport-security']).toBeUndefined();
  });

  it('lets a route drop the framing header and keep its own caching', async () => {
    const headers = await headersOf(true, '/framed');
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['cache-control']).toBe('public, max-age=60');
  });
});
