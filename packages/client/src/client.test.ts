import { describe, expect, it } from 'vitest';
import { ApiError, createAdPortalClient, unwrap } from './client.ts';

const KEY = 'adp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM';

/** A fetch that records what it is sent and answers from a list, in order. */
function fakeFetch(...answers: Response[]) {
  const requests: { method: string; url: string; headers: Headers; body: string }[] = [];
  const fetch = async (request: Request) => {
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${request.method} ${request.url}`);
    return answer;
  };
  return { fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const rateLimited = (retryAfter: string) =>
  json(
    429,
    { requestId: 'r1', statusCode: 429, code: 'RATE_LIMITED', message: 'Try again in 2 seconds' },
    {
      'retry-after': retryAfter,
    },
  );

const BID_JSON = '{"min_bid":"0.1","max_bid":"1.5","enabled":true}';
const emptyPage = { data: [], total: 0, page: 2, page_size: 10 };

describe('createAdPortalClient', () => {
  it('sends the key as a bearer, the language, the base URL and the query', async () => {
    const { fetch, requests } = fakeFetch(json(200, emptyPage));
    const client = createAdPortalClient({
      baseUrl: 'https://portal.example/',
      apiKey: KEY,
      language: 'th',
      fetch,
    });

    const page = await unwrap(
      client.GET('/api/advertisements', { params: { query: { page: 2, page_size: 10 } } }),
    );

    expect(page.total).toBe(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://portal.example/api/advertisements?page=2&page_size=10');
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(requests[0]?.headers.get('accept-language')).toBe('th');
  });

  it('throws an ApiError carrying the API error body, field errors included', async () => {
    const body = {
      requestId: 'req-1',
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Check the fields',
      fields: [{ path: 'max_bid', key: 'validation.required', message: 'Required' }],
    };
    const { fetch } = fakeFetch(json(422, body));
    const client = createAdPortalClient({ baseUrl: 'https://portal.example', apiKey: KEY, fetch });

    const error = await unwrap(
      client.PUT('/api/advertisements/{id}/targets/{targetId}', {
        params: { path: { id: 'ad-1', targetId: 't-1' } },
        body: { min_bid: '0.1', max_bid: '1.5', enabled: true },
      }),
    ).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).code).toBe('VALIDATION_FAILED');
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe('422 VALIDATION_FAILED: Check the fields');
  });

  it('keeps an answer that is not the API error shape as a status and text', async () => {
    const { fetch } = fakeFetch(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createAdPortalClient({ baseUrl: 'https://portal.example', apiKey: KEY, fetch });

    const error = await unwrap(client.GET('/api/advertisements')).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).body).toBeUndefined();
    expect((error as ApiError).code).toBeUndefined();
  });

  it('waits out a 429 Retry-After once and sends the same request again, body included', async () => {
    const { fetch, requests } = fakeFetch(rateLimited('2'), json(200, { id: 't-1' }));
    const waits: number[] = [];
    const client = createAdPortalClient({
      baseUrl: 'https://portal.example',
      apiKey: KEY,
      fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

    const { response } = await client.PUT('/api/advertisements/{id}/targets/{targetId}', {
      params: { path: { id: 'ad-1', targetId: 't-1' } },
      body: { min_bid: '0.1', max_bid: '1.5', enabled: true },
    });

    expect(response.status).toBe(200);
    expect(waits).toEqual([2000]);
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['PUT', 'https://portal.example/api/advertisements/ad-1/targets/t-1', BID_JSON],
      ['PUT', 'https://portal.example/api/advertisements/ad-1/targets/t-1', BID_JSON],
    ]);
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('retries only once: a second 429 is the answer', async () => {
    const { fetch, requests } = fakeFetch(rateLimited('1'), rateLimited('1'));
    const client = createAdPortalClient({
      baseUrl: 'https://portal.example',
      apiKey: KEY,
      fetch,
      sleep: async () => {},
    });

    const error = await unwrap(client.GET('/api/advertisements')).catch((thrown: unknown) => thrown);

    expect(requests).toHaveLength(2);
    expect((error as ApiError).code).toBe('RATE_LIMITED');
  });

  it('does not wait longer than allowed, nor when retrying is off', async () => {
    const long = fakeFetch(rateLimited('3600'));
    const patient = createAdPortalClient({
      baseUrl: 'https://portal.example',
      apiKey: KEY,
      fetch: long.fetch,
      sleep: () => Promise.reject(new Error('must not wait')),
    });
    expect((await patient.GET('/api/advertisements')).response.status).toBe(429);
    expect(long.requests).toHaveLength(1);

    const off = fakeFetch(rateLimited('1'));
    const impatient = createAdPortalClient({
      baseUrl: 'https://portal.example',
      apiKey: KEY,
      fetch: off.fetch,
      retryRateLimited: false,
      sleep: () => Promise.reject(new Error('must not wait')),
    });
    expect((await impatient.GET('/api/advertisements')).response.status).toBe(429);
    expect(off.requests).toHaveLength(1);
  });

  it('reads a CSV answer as text', async () => {
    const { fetch, requests } = fakeFetch(
      new Response('Date,Keyword\n2026-11-27,shoes\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      }),
    );
    const client = createAdPortalClient({ baseUrl: 'https://portal.example', apiKey: KEY, fetch });

    const csv = await unwrap(
      client.GET('/api/reports/clicks/export', { params: { query: { format: 'csv' } }, parseAs: 'text' }),
    );

    expect(csv).toBe('Date,Keyword\n2026-11-27,shoes\n');
    expect(requests[0]?.url).toBe('https://portal.example/api/reports/clicks/export?format=csv');
  });
});
