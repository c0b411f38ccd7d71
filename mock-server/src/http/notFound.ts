// A browser asking for an unknown page gets the app (status 404).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from './messages';
import { WpHttpError } from './wpError';

export interface NotFoundPage {
  /** True when the visitor should see the app's own not-found page. */
  wants(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply, status: 404): Promise<FastifyReply>;
}

/** A browser asking for an unknown page gets the app (status 404); everything else rest_no_route. */
export function installNotFound(app: FastifyInstance, page: NotFoundPage): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (page.wants(request)) return page.send(request, reply, 404);
    throw new WpHttpError(404, 'rest_no_route', messages.noRoute);
  });
}
