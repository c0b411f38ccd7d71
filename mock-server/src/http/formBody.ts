// application/x-www-form-urlencoded bodies, as WordPress reads $_POST (last value wins).
import type { FastifyInstance } from 'fastify';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** application/x-www-form-urlencoded bodies, as WordPress reads $_POST (last value wins). */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(String(body))) {
        if (!UNSAFE_KEYS.has(key)) fields[key] = value;
      }
      done(null, fields);
    },
  );
}
