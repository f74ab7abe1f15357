import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../test/helper.ts';

const TEN_MB = 10 * 1024 * 1024;

/** A public JSON route (no caller): what refuses the body is the body limit alone. */
const ROUTE = '/api/payments/nowpayments/ipn';

type Outcome = { status: number; body: string } | { reset: string };

/**
 * Sends a 10 MB body over a real socket (declared, or chunked without a length) the way simple clients do: the
 * whole request first, only then the answer is read.
 */
function post(port: number, framing: 'length' | 'chunked'): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    socket.on('error', (error) => resolve({ reset: String(error) }));
    const head = [
      `POST ${ROUTE} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      framing === 'length' ? `Content-Length: ${TEN_MB}` : 'Transfer-Encoding: chunked',
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    for (let sent = 0; sent < TEN_MB; sent += chunk.length)
      socket.write(
        framing === 'length'
          ? chunk
          : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      );
    socket.write(framing === 'length' ? '' : '0\r\n\r\n', () => {
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (data: string) => {
        received += data;
      });
      socket.on('end', () => {
        const [status, body] = parseResponse(received);
        resolve({ status, body });
      });
      socket.resume();
    });
  });
}

function parseResponse(raw: string): [number, string] {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return [status, body];
}

describe('a body over the limit, over a real socket', () => {
  let client: TestClient;
  let port: number;
  beforeAll(async () => {
    client = await startTestApp('pglite');
    await client.app.listen({ host: '127.0.0.1', port: 0 });
    port = (client.app.server.address() as AddressInfo).port;
  });
  afterAll(() => client.close());

  it('answers a readable 413 in the error shape every time, not a connection reset', async () => {
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < 20; attempt++)
      outcomes.push(await post(port, attempt % 2 === 0 ? 'length' : 'chunked'));
    expect(outcomes.map((outcome) => ('status' in outcome ? outcome.status : outcome.reset))).toEqual(
      outcomes.map(() => 413),
    );
    for (const outcome of outcomes)
      if ('status' in outcome)
        expect(JSON.parse(outcome.body)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});
