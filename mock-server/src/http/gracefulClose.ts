// Lets the server stop promptly: once it is closing, each reply asks the client to drop its
// keep-alive connection.
import type { FastifyInstance } from 'fastify';

/**
 * close() lets requests in flight finish, but their keep-alive sockets would then stay open
 * and hold the process. Once closing, every reply asks the client to drop its connection.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
