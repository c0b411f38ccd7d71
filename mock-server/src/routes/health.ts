// GET /health: a plain "ok" for a load balancer or a monitor, never cached.
import type { FastifyInstance } from 'fastify';
import { healthRouteSchema } from './schemas/wordpress';

export function registerHealthRoute(app: FastifyInstance): void {
  app.get(
    '/health',
    { schema: healthRouteSchema, config: { withoutTurn: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );
}
