import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A body refused as too large (413) is answered at once, and the connection closed only once the client has
 * finished sending it (a lingering close, as Apache and nginx do). Closing a socket that still holds unread bytes
 * makes the kernel send a TCP reset, and a client that reads its answer only once it has sent everything (most
 * do) then loses the 413 and sees ECONNRESET or EPIPE instead. What arrives meanwhile is dropped unread; a
 * client that never finishes is cut off after `lingerMs`.
 */
export const oversizedBodyPlugin = fp(async (app: FastifyInstance, { lingerMs }: { lingerMs: number }) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413 || request.raw.complete) return;
    // Fastify asks to close after any refused body (the image upload does too); this makes that close linger.
    reply.header('connection', 'close');
    request.raw.resume();
    lingerOnClose(request.raw.socket, request.raw, lingerMs);
  });
});

/**
 * Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()` (end, then destroy once written);
 * this socket instead half-closes and waits for the request's end before it is destroyed.
 */
function lingerOnClose(socket: Socket, request: IncomingMessage, lingerMs: number) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs).unref();
    this.once('close', () => clearTimeout(timer));
    const closeOnceWritten = () => {
      clearTimeout(timer);
      if (this.writableFinished) this.destroy();
      else this.once('finish', () => this.destroy());
    };
    if (request.complete) closeOnceWritten();
    else request.once('end', closeOnceWritten).once('error', closeOnceWritten);
  };
}
