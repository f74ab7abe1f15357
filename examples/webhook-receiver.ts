// A tiny webhook receiver: verifies each delivery's Standard Webhooks signature (`webhook-id`,
// `webhook-timestamp`, `webhook-signature`) with the endpoint's secret and prints the event.
//
//   WEBHOOK_SECRET=whsec_… PORT=4100 npm run webhook-receiver -w @adportal/examples
//
// The secret is shown once, when the endpoint is registered. WEBHOOK_SECRET_FILE names a file holding it instead,
// read on every delivery, so the receiver can start before the endpoint exists (api-tour.ts writes it there).
// Answers 204 to a verified delivery and 400 to anything else: the portal retries a delivery that did not get 2xx.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** What a verified delivery carries: the Standard Webhooks envelope. */
export interface ReceivedEvent {
  /** The `webhook-id` header: the same across retries of one message (deduplicate by it). */
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface ReceiverOptions {
  port: number;
  host?: string;
  /** The endpoint's secret (`whsec_…`), asked on every delivery; undefined while it is not known yet. */
  secret: () => string | undefined;
  onEvent: (event: ReceivedEvent) => void;
  /** A delivery refused (no secret yet, a bad signature, a stale timestamp, not JSON). */
  onRefused?: (reason: string) => void;
}

const MAX_BODY_BYTES = 1_048_576;

function headerValues(headers: IncomingHttpHeaders): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') values[name] = value;
  return values;
}

function isEvent(value: unknown): value is Omit<ReceivedEvent, 'id'> {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.type === 'string' && typeof event.timestamp === 'string' && typeof event.data === 'object'
  );
}

/** Starts the receiver; resolves once it listens (its address tells the port when 0 was asked). */
export function startWebhookReceiver(options: ReceiverOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const refuse = (reason: string) => {
        options.onRefused?.(reason);
        response.writeHead(400, { 'content-type': 'text/plain' }).end(reason);
      };
      if (request.method !== 'POST') return refuse('POST only');
      const secret = options.secret();
      if (!secret) return refuse('no secret yet');
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        // Checks the signature (any of the `v1,` ones: two while a rotated secret overlaps) and that the
        // timestamp is within five minutes, then parses the JSON.
        const payload = new Webhook(secret).verify(body, headerValues(request.headers));
        if (!isEvent(payload)) return refuse('not a webhook event');
        options.onEvent({ id: String(request.headers['webhook-id']), ...payload });
        response.writeHead(204).end();
      } catch (error) {
        refuse(error instanceof WebhookVerificationError ? error.message : 'unreadable body');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

/** WEBHOOK_SECRET, or the content of WEBHOOK_SECRET_FILE read now (undefined while the file does not exist). */
function secretFromEnvironment(): string | undefined {
  if (process.env.WEBHOOK_SECRET) return process.env.WEBHOOK_SECRET;
  const file = process.env.WEBHOOK_SECRET_FILE;
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[1] === import.meta.filename) {
  if (!process.env.WEBHOOK_SECRET && !process.env.WEBHOOK_SECRET_FILE) {
    console.error('Set WEBHOOK_SECRET (whsec_…) or WEBHOOK_SECRET_FILE.');
    process.exit(2);
  }
  const server = await startWebhookReceiver({
    port: Number(process.env.PORT ?? 4100),
    host: process.env.HOST ?? '127.0.0.1',
    secret: secretFromEnvironment,
    onEvent: (event) => console.info(`✔ verified ${event.type} ${event.id} ${JSON.stringify(event.data)}`),
    onRefused: (reason) => console.warn(`✖ refused: ${reason}`),
  });
  const { address, port } = server.address() as AddressInfo;
  console.info(`Webhook receiver listening on http://${address}:${port}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => server.close(() => process.exit(0)));
}
