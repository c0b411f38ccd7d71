import type { FastifyInstance } from 'fastify';
import { mintNonce } from '../domain/nonce';
import { readSessionId } from '../http/session';
import { nonceRouteSchema } from './schemas/wordpress';

export interface NonceRouteDeps {
  secret: string;
  clock: () => Date;
}

function action(source: unknown): unknown {
  return typeof source === 'object' && source !== null ? Reflect.get(source, 'action') : undefined;
}

/**
 * admin-ajax.php?action=rest-nonce. Without a session (or with another action) WordPress's
 * admin-ajax answers 400 with the body "0"; that exact answer is kept, not the WP_Error shape.
 */
export function registerNonceRoute(app: FastifyInstance, deps: NonceRouteDeps): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/wp-admin/admin-ajax.php',
    schema: nonceRouteSchema,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private');
      reply.type('text/plain; charset=utf-8');
      const requested = action(request.query) ?? action(request.body);
      const session = readSessionId(request);
      if (requested !== 'rest-nonce' || session === undefined) return reply.code(400).send('0');
      return mintNonce(deps.secret, session, deps.clock());
    },
  });
}
