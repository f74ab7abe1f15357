import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { paymentAnswer, statusAnswer } from './sandbox-payment-json.ts';
import type { SandboxPaymentStore } from './sandbox-payment-store.ts';
import { SandboxRequestError } from './sandbox-request-error.ts';

const MAX_BODY_BYTES = 64 * 1024;

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

function send(res: ServerResponse, status: number, body: unknown, cors = false): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    ...(cors ? { 'access-control-allow-origin': '*' } : {}),
  });
  res.end(json);
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new SandboxRequestError(413, 'PAYLOAD_TOO_LARGE', 'body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new SandboxRequestError(400, 'INVALID_JSON', 'body is not valid JSON'));
      }
    });
  });
}

/** The /v1/sandbox/* control routes: no API key, any CORS origin (the sandbox must stay on a private address). */
async function controlRoute(
  req: IncomingMessage,
  res: ServerResponse,
  store: SandboxPaymentStore,
  [id, action]: [string, string],
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    });
    res.end();
    return;
  }
  if (method !== 'POST') throw new SandboxRequestError(405, 'METHOD_NOT_ALLOWED', 'use POST');
  if (action === 'expire') return send(res, 200, statusAnswer(store.expire(id)), true);
  const body = await readJson(req);
  const given =
    body && typeof body === 'object' && 'amount' in body ? (body as { amount: unknown }).amount : undefined;
  if (given !== undefined && typeof given !== 'string' && typeof given !== 'number') {
    throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'amount must be a decimal string');
  }
  return send(res, 200, statusAnswer(store.pay(id, given)), true);
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  store: SandboxPaymentStore,
  apiKey: string,
): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://sandbox');
  const method = req.method ?? 'GET';
  const control = /^\/v1\/sandbox\/payments\/([^/]+)\/(pay|expire)\/?$/.exec(pathname);
  if (control) return controlRoute(req, res, store, [control[1] ?? '', control[2] ?? '']);
  if (pathname === '/v1/status' && method === 'GET') return send(res, 200, { message: 'OK' });
  const isCreate = pathname === '/v1/payment' || pathname === '/v1/payment/';
  const read = /^\/v1\/payment\/([^/]+)$/.exec(pathname);
  if (!isCreate && !read) throw new SandboxRequestError(404, 'NOT_FOUND', 'Not found');
  if (!sameSecret(req.headers['x-api-key'], apiKey)) {
    throw new SandboxRequestError(401, 'INVALID_API_KEY', 'Invalid api key');
  }
  if (isCreate) {
    if (method !== 'POST') throw new SandboxRequestError(405, 'METHOD_NOT_ALLOWED', 'use POST');
    return send(res, 201, paymentAnswer(store.create(await readJson(req))));
  }
  if (method !== 'GET') throw new SandboxRequestError(405, 'METHOD_NOT_ALLOWED', 'use GET');
  return send(res, 200, statusAnswer(store.find(read?.[1] ?? '')));
}

/**
 * The sandbox's node:http request listener: the NOWPayments API (x-api-key), `GET /v1/status` and the control
 * routes; a refusal answers NOWPayments' error shape with the status of its SandboxRequestError, anything else 500.
 */
export function sandboxRequestListener(store: SandboxPaymentStore, apiKey: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res, store, apiKey).catch((error: unknown) => {
      const known = error instanceof SandboxRequestError;
      const status = known ? error.status : 500;
      if (res.headersSent) return void res.destroy();
      send(
        res,
        status,
        {
          status: false,
          statusCode: status,
          code: known ? error.code : 'INTERNAL_ERROR',
          message: known ? error.message : 'sandbox error',
        },
        (req.url ?? '').startsWith('/v1/sandbox/'),
      );
    });
  };
}
