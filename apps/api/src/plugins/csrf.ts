import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX } from '../lib/api-key-secret.ts';
import { bearerToken } from './auth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server callbacks: no browser, no cookie; each is authenticated by its own signature instead. */
const CALLBACKS = ['/api/payments/', '/api/telegram/webhook'];

/**
 * Signed double-submit CSRF protection: the page carries a token (meta csrf-token) bound to a secret in an
 * HttpOnly SameSite=Strict cookie; every mutating /api request must send it back in X-CSRF-Token.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { secureCookies }: { secureCookies: boolean }) => {
  await app.register(fastifyCsrf, {
    cookieKey: secureCookies ? '__Host-csrf' : 'csrf',
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: secureCookies, signed: true },
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (CALLBACKS.some((prefix) => request.url.startsWith(prefix))) return done();
    // A script's API key travels in a header no other site can make a browser send: nothing to forge.
    if (bearerToken(request)?.startsWith(API_KEY_PREFIX)) return done();
    app.csrfProtection(request, reply, done);
  });
});
