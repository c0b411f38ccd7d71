// The REST nonce checks, as WordPress makes them: a nonce sent anywhere under /wp-json/ must be
// valid, and writes to wp/v2 need one, so another site cannot write with a visitor's cookies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NONCE_HEADER } from '../../../contracts/wp';
import { mintNonce, verifyNonce } from '../domain/nonce';
import { messages } from './messages';
import { readSessionId } from './session';
import { WpHttpError } from './wpError';

declare module 'fastify' {
  interface FastifyInstance {
    /** A REST nonce for a visitor session (sent back when the session changes). */
    restNonceFor(sessionId: string): string;
  }
  interface FastifyContextConfig {
    /** The 401 a wp/v2 write without a valid nonce gets (WordPress's code for that action). */
    unauthorized?: { code: string; message: string };
  }
}

export interface NonceSettings {
  secret: string;
  lifetimeSeconds: number;
  clock: () => Date;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query) : url;
}

/**
 * The nonce the request names, as WordPress reads it: `?_wpnonce=` before the header. A present
 * but empty value is a nonce too (WordPress's isset()), and an invalid one: a guest's request with
 * an empty X-WP-Nonce gets 403 there, so it does here.
 */
export function givenNonce(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?._wpnonce;
  if (typeof fromQuery === 'string') return fromQuery;
  const header = request.headers[NONCE_HEADER.toLowerCase()];
  return Array.isArray(header) ? header[0] : header;
}

/** WooCommerce's Store API answers before WordPress's cookie check: it has its own `Nonce`. */
const STORE_API = '/wp-json/wc/store/';

/**
 * A nonce that is sent must be valid everywhere under /wp-json/ (403, so the client refreshes
 * it and retries). Writes to wp/v2 need one; the other namespaces check their own rules.
 */
export function installNonceChecks(app: FastifyInstance, settings: NonceSettings): void {
  app.decorate('restNonceFor', (sessionId: string) =>
    mintNonce(settings.secret, sessionId, settings.clock()),
  );
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/wp-json/') || path.startsWith(STORE_API)) return;
    const nonce = givenNonce(request);
    if (nonce !== undefined) {
      const session = readSessionId(request);
      const valid =
        session !== undefined &&
        verifyNonce(settings.secret, session, nonce, settings.clock(), settings.lifetimeSeconds);
      if (!valid)
        throw new WpHttpError(403, 'rest_cookie_invalid_nonce', messages.cookieInvalidNonce);
      return;
    }
    if (
      path.startsWith('/wp-json/wp/v2/') &&
      STATE_CHANGING.has(request.method) &&
      !request.is404
    ) {
      const unauthorized = request.routeOptions.config.unauthorized ?? {
        code: 'rest_forbidden',
        message: messages.forbidden,
      };
      throw new WpHttpError(401, unauthorized.code, unauthorized.message);
    }
  });
}
