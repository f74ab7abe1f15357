import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A real HTTP receiver on 127.0.0.1: keeps what it is sent and answers as `answer` says (200 "ok" unless set). */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200, body: 'ok' });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      const reply = answer(got);
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/adportal`,
    port,
    received,
    answerWith(next: (request: ReceivedWebhook) => ReceiverAnswer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
