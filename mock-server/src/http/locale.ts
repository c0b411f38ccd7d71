// The shop's one language: the `_locale` query that any route accepts and ignores, and the
// Content-Language of every answer.
import type { FastifyInstance } from 'fastify';

/** The shop speaks one language; `_locale=user` (which the client always adds) changes nothing. */
export const SITE_LOCALE = 'fa';

/**
 * WordPress accepts `_locale` on every REST route. Taking it out of the parsed query before
 * validation means no route schema can ever reject it, whatever its value.
 */
export function installLocale(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query;
    if (typeof query === 'object' && query !== null && '_locale' in query) {
      Reflect.deleteProperty(query, '_locale');
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-language')) reply.header('content-language', SITE_LOCALE);
    return payload;
  });
}
