import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** JSON and other non-page responses: nothing may load or frame them. Computed once, not per request. */
const API_CSP = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The policy of an HTML page of the app: scripts only from our origin (no inline script at all); styles from
 * our origin or carrying this response's nonce (MUI's emotion reads it from the csp-nonce meta).
 */
export function pageCsp(nonce: string, production: boolean): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** HTTPS only for a year, subdomains too (production only): the portal's pages and the ad server's answers. */
const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true } as const;
export const STRICT_TRANSPORT_SECURITY_HEADER = `max-age=${STRICT_TRANSPORT_SECURITY.maxAge}; includeSubDomains`;

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** The API documentation page (swagger-ui): its own static policy with the hashes of its inline code. */
export function docsCsp(hashes: { script: string[]; style: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.script.join(' ')}`,
    "script-src-attr 'none'",
    `style-src 'self' ${hashes.style.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const securityPlugin = fp(async (app: FastifyInstance, { production }: { production: boolean }) => {
  // helmet's middleware, built once: @fastify/helmet builds it again on every request (parsing and checking the
  // options, serialising the CSP), measured at ~100 µs of CPU per answer (bench/README-request-path.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
    strictTransportSecurity: production ? STRICT_TRANSPORT_SECURITY : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same answer as the CSP's frame-ancestors 'none', for browsers that only read the old header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API answers are someone's data (JSON, CSV, XLSX): no browser or proxy keeps a copy. A route that is
  // public and immutable (an ad image) says so itself and keeps its own header.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
