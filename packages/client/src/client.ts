import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.ts';

/** The one shape of every error answer (`plugins/errors.ts`): code, translated message, field errors. */
export type ApiErrorBody = components['schemas']['ErrorResponse'];

export type AdPortalClient = Client<paths>;

export interface AdPortalClientOptions {
  /** The portal's address, e.g. `https://portal.example` (the paths carry `/api`). */
  baseUrl: string;
  /** A personal API key (`adp_…`, Settings → API keys) or a session's access token. */
  apiKey: string;
  /** Translates error messages: `en`, `th` or `zh` (the API's Accept-Language). */
  language?: string | undefined;
  /** Waits out a 429's `Retry-After` and sends the request once more (default true). */
  retryRateLimited?: boolean | undefined;
  /** The longest `Retry-After` waited, in seconds; a longer one is answered as it came (default 60). */
  maxRetryAfterSeconds?: number | undefined;
  /** Replaces the global fetch (tests; a proxy agent). */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** Waits `ms` (tests replace it). */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * A typed client of the AdPortal API (openapi-fetch over the types generated from the OpenAPI description):
 * every request carries `Authorization: Bearer <key>` and the language; a 429 is retried once after its
 * `Retry-After`. Calls answer `{ data, error, response }`; `unwrap` turns them into the data or an `ApiError`.
 */
export function createAdPortalClient(options: AdPortalClientOptions): AdPortalClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWait = options.maxRetryAfterSeconds ?? 60;
  const retry = options.retryRateLimited ?? true;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    fetch: async (request) => {
      // Cloned before sending: a body can be read once.
      const again = retry ? request.clone() : undefined;
      const response = await send(request);
      const seconds = again && response.status === 429 ? retryAfterSeconds(response) : undefined;
      if (!again || seconds === undefined || seconds > maxWait) return response;
      await response.body?.cancel();
      await sleep(seconds * 1000);
      return send(again);
    },
  });
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** An answer other than 2xx: its status and, when the API answered it, its error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The API's error body (code, translated message, field errors); undefined for another answer (a proxy's page). */
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, fallbackMessage = '') {
    super(body ? `${status} ${body.code}: ${body.message}` : `${status} ${fallbackMessage}`.trim());
    this.status = status;
    this.body = body;
  }

  /** The API's error code (`VALIDATION_FAILED`, `RATE_LIMITED`, …), or undefined when the body was not the API's. */
  get code(): ApiErrorBody['code'] | undefined {
    return this.body?.code;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.code === 'string' && typeof body.message === 'string' && typeof body.statusCode === 'number'
  );
}

/**
 * The data of a successful call, or an `ApiError` thrown for any other answer:
 * `const page = await unwrap(client.GET('/api/advertisements', { params: { query: { page: 1 } } }))`.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  if (isErrorBody(error)) throw new ApiError(response.status, error);
  throw new ApiError(
    response.status,
    undefined,
    typeof error === 'string' && error ? error.slice(0, 200) : response.statusText,
  );
}
