/** What the address of a request is read from: Fastify's request (or anything with its protocol and headers). */
export interface OriginRequest {
  protocol: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Where links in pages, tags and messages point to, for one request. */
export type OriginOf = (request: OriginRequest) => string;

/**
 * A host name or an IP literal with an optional port, and nothing else: no user info, path, space or second
 * host. Anything else in the Host header falls back to the configured address.
 */
const SAFE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The address links name. With PUBLIC_URL set, or in production, always the configured address: the Host
 * header is the client's word. In development without PUBLIC_URL (one person trying the portal at whatever
 * address they typed: localhost, 127.0.0.1, the machine's LAN name), the address the request came to, when its
 * Host header is a plain host name or IP with a port.
 */
export function originResolver(options: { configured: string; trustHost: boolean }): OriginOf {
  const { configured, trustHost } = options;
  if (!trustHost) return () => configured;
  return (request) => {
    const host = request.headers.host;
    if (typeof host !== 'string' || host.length > 260 || !SAFE_HOST.test(host)) return configured;
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    return `${scheme}://${host.toLowerCase()}`;
  };
}

/** Host is trusted for links only in development and only when no public address is configured. */
export function trustsHostForLinks(config: { NODE_ENV: string; PUBLIC_URL?: string | undefined }): boolean {
  return config.NODE_ENV === 'development' && !config.PUBLIC_URL;
}
