// admin-ajax.php?action=rest-nonce.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mintNonce } from '../domain/nonce';
import { ensureSession } from '../http/session';
import { nonceBodySchema, nonceRouteSchema } from './schemas/wordpress';

export interface NonceRouteDeps {
  secret: string;
  clock: () => Date;
}

function action(source: unknown): unknown {
  return typeof source === 'object' && source !== null ? Reflect.get(source, 'action') : undefined;
}

/**
 * admin-ajax.php?action=rest-nonce. Another action (or none) gets WordPress's admin-ajax answer,
 * 400 with the body "0", not the WP_Error shape. A visitor without a session gets one here, and its
 * nonce: WordPress hands a guest its REST nonce inside every page it draws, and the pages of a
 * storefront in front of this server (WORDPRESS_URL) are drawn elsewhere (docs/decisions.md).
 */
export function registerNonceRoute(app: FastifyInstance, deps: NonceRouteDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private');
    reply.type('text/plain; charset=utf-8');
    const requested = action(request.query) ?? action(request.body);
    if (requested !== 'rest-nonce') return reply.code(400).send('0');
    return mintNonce(deps.secret, ensureSession(request, reply), deps.clock());
  };
  // Fastify takes no body schema on a GET, so the two methods are two routes with one handler.
  app.get('/wp-admin/admin-ajax.php', { schema: nonceRouteSchema }, handler);
  app.post(
    '/wp-admin/admin-ajax.php',
    { schema: { ...nonceRouteSchema, body: nonceBodySchema } },
    handler,
  );
}
