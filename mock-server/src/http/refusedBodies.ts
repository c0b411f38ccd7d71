// A body refused before it was read (413, a bad multipart part) is still read to its end and
// thrown away, within a bound, as nginx's lingering close does. Fastify closes such a connection
// at once; a client that writes its whole body before reading the answer (undici, and so the
// storefront's proxy) is then reset mid-write and loses the 413 it was sent.
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a refused body may take to finish arriving before its connection is dropped. */
export const REFUSED_BODY_WAIT_MS = 10_000;

/** Only a network connection has a body still to come (app.inject's socket is a stand-in). */
function bodyStillArriving(request: FastifyRequest): boolean {
  return request.raw.socket instanceof Socket && !request.raw.complete;
}

/** Install before installGracefulClose, whose `connection: close` while closing must stand. */
export function installRefusedBodyDrain(
  app: FastifyInstance,
  { waitMs = REFUSED_BODY_WAIT_MS }: { waitMs?: number } = {},
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Kept alive, Node reads what is left of an unread body and discards it.
    if (bodyStillArriving(request) && reply.getHeader('connection') === 'close') {
      reply.removeHeader('connection');
    }
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    if (!bodyStillArriving(request)) return;
    setTimeout(() => {
      if (!request.raw.complete) request.raw.socket.destroy();
    }, waitMs).unref();
  });
}
