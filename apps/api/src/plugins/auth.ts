import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { Authenticator, Principal } from '../modules/identity/principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook (before the body is read): resolves the bearer (or remember) token to the caller or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: Authenticator }) => {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await auth.authenticate(bearerToken(request), rememberToken(request));
    if (!result) throw new AppError('UNAUTHENTICATED');
    if (result.renewed) sendRenewedToken(reply, result.renewed);
    request.principal = result.principal;
  });
});
