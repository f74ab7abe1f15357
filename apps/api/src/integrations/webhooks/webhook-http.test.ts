import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './webhook-http.ts';

let server: Server;
let port = 0;
const hosts: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hosts.push(request.headers.host);
    if (request.url === '/silent') return; // never answers
    if (request.url === '/busy') {
      response.writeHead(429, { 'retry-after': '90' });
      response.end('slow down');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('x'.repeat(10_000));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, timeoutMs = 10_000) =>
  postJson({
    // A name that resolves nowhere: the request can only arrive through the pinned address.
    url: new URL(`http://hooks.example.invalid:${port}${path}`),
    address: '127.0.0.1',
    family: 4,
    headers: { 'webhook-id': 'msg_test' },
    body: '{}',
    timeoutMs,
    excerptChars: 500,
  });

describe('posting a webhook', () => {
  it('connects to the checked address without resolving the name again, keeping the Host', async () => {
    const outcome = await post('/ok');
    expect(outcome).toMatchObject({ kind: 'answered', status: 200 });
    if (outcome.kind === 'answered') expect(outcome.excerpt).toHaveLength(500);
    expect(hosts.at(-1)).toBe(`hooks.example.invalid:${port}`);
  });

  it('reads Retry-After', async () => {
    expect(await post('/busy')).toMatchObject({
      kind: 'answered',
      status: 429,
      excerpt: 'slow down',
      retryAfterSeconds: 90,
    });
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    expect(await post('/silent', 300)).toMatchObject({ kind: 'failed', error: 'timeout' });
  });
});
