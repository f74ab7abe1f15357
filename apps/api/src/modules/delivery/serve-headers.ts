import { STRICT_TRANSPORT_SECURITY_HEADER } from '../../plugins/security.ts';
import { AD_DOCUMENT_CSP } from './ad-markup.ts';

type Headers = Readonly<Record<string, string>>;

/**
 * The headers of each kind of answer the ad server gives, built once: the ad server's routes have none of the
 * portal's hooks (helmet, cookies, request id; ADR 29), so what they need is here. Every answer: never
 * sniffed, HTTPS only in production. Publishers' pages embed them from any site (cross-origin resource policy,
 * no framing header); decisions and counts are never kept by a cache.
 */
export function serveHeaders(production: boolean) {
  const always: Headers = {
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY_HEADER } : {}),
  };
  const embedded: Headers = { ...always, 'cross-origin-resource-policy': 'cross-origin' };
  const uncached: Headers = { ...embedded, 'cache-control': 'no-store' };
  const emptyDocument: Headers = {
    ...uncached,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': AD_DOCUMENT_CSP,
  };
  return {
    /** The ad document (or an empty one) inside a publisher's iframe: no script, its one style by hash. */
    document: { ...emptyDocument, 'referrer-policy': 'origin' } as Headers,
    /** A click link no answer is for (forged, or a stored URL no Location can carry). */
    emptyDocument,
    /** The decision as JSON for programmatic callers, from any origin. */
    json: {
      ...uncached,
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
    } as Headers,
    /** The impression beacon's 1×1 GIF. */
    pixel: { ...uncached, 'content-type': 'image/gif' } as Headers,
    /** The click's redirect: the advertiser's site learns only that the visitor came from us. */
    redirect: { ...uncached, 'referrer-policy': 'origin' } as Headers,
    /** The tag script, cached an hour by publishers' visitors. */
    script: {
      ...embedded,
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    } as Headers,
    /** Every answer's own: what the image route adds its own headers to. */
    always,
    /** The publisher demo page (its CSP names the origin of its tags, so the route adds it). */
    demoPage: {
      ...always,
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    } as Headers,
    /** An error or an unknown /serve/ path: the JSON error shape, which nothing may load or frame. */
    error: {
      ...always,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    } as Headers,
  };
}

export type ServeHeaders = ReturnType<typeof serveHeaders>;
