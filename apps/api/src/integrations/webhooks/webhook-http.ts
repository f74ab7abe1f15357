import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** What one POST to an endpoint came to. */
export type PostOutcome =
  | {
      kind: 'answered';
      status: number;
      ms: number;
      /** The start of the body as text. */
      excerpt: string;
      /** Retry-After in seconds (seconds or an HTTP date), when the answer carries one. */
      retryAfterSeconds: number | undefined;
    }
  | { kind: 'failed'; error: 'timeout' | 'connection'; ms: number };

/** The body bytes read for the excerpt; the rest is not waited for. */
const EXCERPT_BYTES = 4096;

function retryAfterOf(response: IncomingMessage, now: number): number | undefined {
  const value = response.headers['retry-after'];
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * POSTs a JSON body to `url`, connecting to `address` (already checked: address-guard.ts) whatever the name
 * resolves to now; TLS still verifies the certificate for the URL's host name. Redirects are never followed (a
 * 3xx is an answer like any other). The whole exchange must finish within `timeoutMs`.
 */
export function postJson(options: {
  url: URL;
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  excerptChars: number;
}): Promise<PostOutcome> {
  const { url, address, family } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // The pinned answer, in both forms node's connect may ask (one address, or all of them).
  const pinned = ((_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = send(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'AdPortal-Webhooks/1',
          ...options.headers,
        },
        agent: false,
      },
      (response) => {
        const ms = elapsed();
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, options.excerptChars);
          finish({
            kind: 'answered',
            status: response.statusCode ?? 0,
            ms,
            excerpt,
            retryAfterSeconds: retryAfterOf(response, Date.now()),
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: 'failed', error: 'timeout', ms: elapsed() });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', () => finish({ kind: 'failed', error: 'connection', ms: elapsed() }));
    request.end(options.body);
  });
}
