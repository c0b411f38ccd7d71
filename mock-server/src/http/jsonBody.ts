// JSON request bodies as WordPress takes them: an empty one means no parameters.
import type { FastifyInstance } from 'fastify';

/**
 * WordPress treats an empty body sent as application/json as "no parameters" (api-fetch sends
 * exactly that for an overridden DELETE); Fastify would refuse it. Everything else goes through
 * Fastify's own parser, with its prototype-poisoning protection.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
