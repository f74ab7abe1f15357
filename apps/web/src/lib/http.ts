import type { ErrorResponse, FieldError } from '@adportal/contracts';
import {
  API_BASE,
  httpErrorMessage,
  loginPath,
  parseRetryAfter,
  redirectOnUnauthenticated,
  retryDelayMs,
  shouldRetry,
  signOutAfterServerError,
  statusAction,
} from './http-policy.ts';
import { currentLanguage } from './i18n.ts';
import { session } from './session.ts';

/** A 4xx/5xx answer of the API, carrying its parsed error body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: ErrorResponse | null;
  /** The answer as it came (parsed JSON or text), whatever its shape. */
  readonly raw: unknown;
  /** Seconds from the Retry-After header (429). */
  readonly retryAfter: number | null;
  /** True when the session policy already acted (the user is being sent to /login): show nothing. */
  handled = false;

  constructor(init: {
    method: string;
    url: string;
    status: number;
    statusText: string;
    body: ErrorResponse | null;
    raw?: unknown;
    retryAfter: number | null;
  }) {
    super(httpErrorMessage(init.method, init.url, init.status, init.statusText));
    this.method = init.method.toUpperCase();
    this.url = init.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.raw = init.raw;
    this.retryAfter = init.retryAfter;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
  get fields(): FieldError[] {
    return this.body?.fields ?? [];
  }
  /** The message the server translated for the request language. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
  get requestId(): string | undefined {
    return this.body?.requestId;
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

// ---------------------------------------------------------------------------------------------------
// Navigation (set by the router)

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
export function setHttpNavigator(fn: Navigate): void {
  navigate = fn;
}

// ---------------------------------------------------------------------------------------------------
// Requests

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the 401/500 session policy (the token check itself uses this). */
  skipSessionPolicy?: boolean;
}

export function buildHeaders(hasBody: boolean, extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const { accessToken, rememberToken } = session.getState();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  if (rememberToken) headers.set('X-Remember-Token', rememberToken);
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function asErrorResponse(body: unknown): ErrorResponse | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = body as Partial<ErrorResponse>;
  if (typeof candidate.code !== 'string' || typeof candidate.message !== 'string') return null;
  return {
    requestId: String(candidate.requestId ?? ''),
    statusCode: Number(candidate.statusCode ?? 0),
    code: candidate.code,
    message: candidate.message,
    fields: Array.isArray(candidate.fields) ? candidate.fields : undefined,
  } as ErrorResponse;
}

/** The server renewed the access token from the remember token: keep the new one. */
function storeRenewedToken(response: Response) {
  const renewed = response.headers.get('X-Access-Token');
  if (renewed && renewed !== session.getState().accessToken) session.setAccessToken(renewed);
}

/**
 * The one fetch wrapper of the app: headers of spec §7, the retry rule, the 401/500 session policy,
 * and HttpError for every other 4xx/5xx.
 */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = path.startsWith('/api/') || path === API_BASE ? path : `${API_BASE}${path}`;
  const hasBody = options.body !== undefined;

  let retriesDone = 0;
  let response: Response;
  let sentWith: string | null;
  for (;;) {
    sentWith = session.getState().accessToken;
    const headers = buildHeaders(hasBody, options.headers);
    try {
      response = await fetch(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new NetworkError(`${method} ${url} failed: ${(error as Error).message}`);
    }
    storeRenewedToken(response);
    if (!shouldRetry(method, response.status, retriesDone)) break;
    retriesDone += 1;
    await sleep(retryDelayMs(response.headers.get('Retry-After')), options.signal);
  }

  const body = await readBody(response);
  const action = statusAction(response.status);
  if (action === 'ok') return body as T;

  const error = new HttpError({
    method,
    url,
    status: response.status,
    statusText: response.statusText,
    body: asErrorResponse(body),
    raw: body,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  });
  if (!options.skipSessionPolicy) await applySessionPolicy(action, error, sentWith);
  throw error;
}

async function applySessionPolicy(
  action: ReturnType<typeof statusAction>,
  error: HttpError,
  sentWith: string | null,
) {
  const here = window.location.pathname;
  if (action === 'unauthenticated') {
    // Sent under a session that has ended since (signing out revokes it while the page's polls are still on their
    // way): the answer is about that session, and the sign-out decides where to go, not the page being left.
    if (sentWith !== null && sentWith !== session.getState().accessToken) return;
    const hadSession = Boolean(session.getState().accessToken);
    session.clearTokens();
    if (redirectOnUnauthenticated(here)) {
      error.handled = hadSession;
      navigate(loginPath(here + window.location.search + window.location.hash));
    }
    return;
  }
  if (action === 'server-error') {
    const valid = await checkAccessToken();
    if (signOutAfterServerError(valid !== false, here)) {
      session.clearTokens();
      error.handled = true;
      navigate(loginPath(here + window.location.search + window.location.hash));
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Token check: GET /find-token/{accessToken}

let tokenCheck: { token: string; promise: Promise<boolean | null> } | null = null;

/**
 * Checks the stored access token (spec §7). true = valid, false = invalid (a falsy answer, or no token),
 * null = could not tell (network or server failure): callers must not sign out on null.
 * Concurrent checks of the same token share one request.
 */
export function checkAccessToken(): Promise<boolean | null> {
  const token = session.getState().accessToken;
  if (!token) return Promise.resolve(false);
  if (tokenCheck?.token === token) return tokenCheck.promise;
  const promise = http<unknown>(`/find-token/${encodeURIComponent(token)}`, { skipSessionPolicy: true })
    .then((answer) => Boolean(answer))
    .catch((error: unknown) => {
      // A refused token (4xx) is invalid; a timeout, rate limit, 5xx or network failure tells nothing.
      if (error instanceof HttpError && error.status < 500 && error.status !== 408 && error.status !== 429)
        return false;
      return null;
    })
    .finally(() => {
      if (tokenCheck?.promise === promise) tokenCheck = null;
    });
  tokenCheck = { token, promise };
  return promise;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
  /** Called as the file goes up, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a multipart form (a file upload) with the same headers as every call (no Content-Type: the browser
 * sets the multipart boundary), reporting upload progress. XMLHttpRequest rather than fetch, which cannot
 * report the progress of a request body. Never retried (it mutates); the 401/500 session policy applies and
 * every other 4xx/5xx is an HttpError carrying the API's field errors.
 */
export async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const url = path.startsWith('/api/') ? path : `${API_BASE}${path}`;
  const sentWith = session.getState().accessToken;
  const headers = buildHeaders(false);
  const { status, statusText, body, retryAfter } = await new Promise<{
    status: number;
    statusText: string;
    body: unknown;
    retryAfter: string | null;
  }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of headers) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const renewed = request.getResponseHeader('X-Access-Token');
      if (renewed && renewed !== session.getState().accessToken) session.setAccessToken(renewed);
      const text = request.responseText;
      let parsed: unknown = text || undefined;
      if (text && (request.getResponseHeader('content-type') ?? '').includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      resolve({
        status: request.status,
        statusText: request.statusText,
        body: parsed,
        retryAfter: request.getResponseHeader('Retry-After'),
      });
    });
    request.addEventListener('error', () => reject(new NetworkError(`${method} ${url} failed`)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });

  const action = statusAction(status);
  if (action === 'ok') return body as T;
  const error = new HttpError({
    method,
    url,
    status,
    statusText,
    body: asErrorResponse(body),
    raw: body,
    retryAfter: parseRetryAfter(retryAfter),
  });
  await applySessionPolicy(action, error, sentWith);
  throw error;
}

export const api = {
  /** A multipart upload (see `upload`). */
  upload: <T>(path: string, form: FormData, options?: UploadOptions) => upload<T>(path, form, options),
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Downloads a file the API builds (an export) with the session's headers, and saves it under `filename`.
 * Errors come back as HttpError like any call.
 */
export async function download(path: string, filename: string): Promise<void> {
  const url = `${API_BASE}${path}`;
  const response = await fetch(url, { headers: buildHeaders(false), credentials: 'same-origin' });
  if (!response.ok) {
    const body = await readBody(response);
    throw new HttpError({
      method: 'GET',
      url,
      status: response.status,
      statusText: response.statusText,
      body: asErrorResponse(body),
      raw: body,
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
