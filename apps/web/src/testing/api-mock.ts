import type { ErrorCode, ErrorResponse, FieldError } from '@adportal/contracts';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The API at the network boundary (MSW, ADR 17): the app's own `lib/http.ts` sends real requests with its headers,
 * retry rule and session policy, and these handlers answer them. Every answer is typed and checked by the
 * contract's zod schema, so a contract change breaks the mocks (at compile time for a field's type, at run time
 * for a refinement), never only the server.
 */
export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler receives: the path's parameters, the query and the request itself. */
export interface MockRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  request: Request;
}

type Answer<S extends z.ZodType> = z.output<S> | Response;

/** `/api/...` on the page's own origin (jsdom's location), as `lib/http.ts` sends it. */
const onOrigin = (path: string) =>
  `${window.location.origin}${path.startsWith('/api') ? path : `/api${path}`}`;

/** A JSON answer checked against its contract (a mock that the server could never send fails the test). */
export function contractJson<S extends z.ZodType>(
  schema: S,
  body: z.output<S>,
  init?: ResponseInit,
): Response {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    throw new Error(`A mock answer breaks its contract: ${JSON.stringify(checked.error.issues, null, 1)}`);
  }
  return HttpResponse.json(body as JsonBodyType, init);
}

/**
 * A handler of one operation: `answer(schema, …)` typed by the contract's response schema. `resolve` may return
 * the body (checked and sent as 200 JSON) or any Response (an error, a delay).
 */
export function mockApi<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  resolve: (request: MockRequest) => Answer<S> | Promise<Answer<S>>,
) {
  return http[method](onOrigin(path), async ({ params, request }) => {
    const answer = await resolve({
      params: params as Record<string, string>,
      query: new URL(request.url).searchParams,
      request,
    });
    return answer instanceof Response ? answer : contractJson(schema, answer);
  });
}

/** The API's error shape (one shape for every 4xx/5xx, docs/ARCHITECTURE.md § Errors). */
export function apiError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: FieldError[],
): Response {
  const body: ErrorResponse = {
    requestId: 'req-test',
    statusCode,
    code,
    message,
    ...(fields ? { fields } : {}),
  };
  return HttpResponse.json(body, { status: statusCode });
}

/** A request the app sent, as a test reads it: what the server would have received. */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * Records every request sent to the API from now on (mutations' method, path and body), read with `sent()`.
 * `matching('POST', '/api/deposits')` keeps the ones a test is about.
 */
export function recordRequests() {
  const pending: Promise<SentRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => ({
          method: request.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          body: text ? JSON.parse(text) : undefined,
        })),
    );
  };
  server.events.on('request:start', listener);
  return {
    sent: () => Promise.all(pending),
    async matching(method: string, path: string | RegExp): Promise<SentRequest[]> {
      return (await Promise.all(pending)).filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      );
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/**
 * An answer held back until the test releases it: the screen's loading state can be looked at, then the
 * answer let through (`await hold.promise` in a handler; `hold.release()` in the test).
 */
export function heldAnswer() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
