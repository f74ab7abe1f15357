import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX } from '../lib/api-key-secret.ts';
import { AppError } from '../lib/app-error.ts';
import { sendRateLimitHeaders } from '../lib/rate-limit-headers.ts';
import type { LimitState } from '../lib/rate-limiter.ts';
import type { ApiKeyPrincipal, Authenticator, Principal } from '../modules/identity/principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook (before the body is read): resolves the bearer (or remember) token — a session's or an API
     * key — to the caller or answers 401.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The same for routes of people only: an API key is refused 403 (plugins/authenticated-routes.ts). */
    authenticateSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ', 2);
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export function rememberToken(request: FastifyRequest): string | undefined {
  const value = request.headers['x-remember-token'];
  return typeof value === 'string' && value ? value : undefined;
}

/** Sends a renewed access token back to the client, which stores it in place of the expired one. */
export function sendRenewedToken(
  reply: FastifyReply,
  renewed: { accessToken: string; accessExpiresAt: Date },
) {
  reply.header('X-Access-Token', renewed.accessToken);
  reply.header('X-Access-Token-Expires-At', renewed.accessExpiresAt.toISOString());
}

/** What the auth plugin needs to know a script by its API key (the api-keys module's ApiKeysService). */
export interface ApiKeyAuthenticator {
  principalOf(secret: string): Promise<{ principal: ApiKeyPrincipal; limit: LimitState }>;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { auth, apiKeys }: { auth: Authenticator; apiKeys: ApiKeyAuthenticator }) => {
    app.decorateRequest('principal', null);
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const bearer = bearerToken(request);
      if (bearer?.startsWith(API_KEY_PREFIX)) {
        const { principal, limit } = await apiKeys.principalOf(bearer);
        sendRateLimitHeaders(reply, limit);
        request.principal = principal;
        return;
      }
      const result = await auth.authenticate(bearer, rememberToken(request));
      if (!result) throw new AppError('UNAUTHENTICATED');
      if (result.renewed) sendRenewedToken(reply, result.renewed);
      request.principal = result.principal;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateSession', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (request.principal?.apiKey)
        throw new AppError('FORBIDDEN', { messageKey: 'errors.API_KEY_NOT_ALLOWED' });
    });
  },
);
