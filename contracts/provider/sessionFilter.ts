// The Verifier's request filter.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXAMPLE_NONCE } from '../consumer/wordpressContract';
import { NONCE_HEADER } from '../wp';
import type { SiteSession } from './siteSession';

/**
 * The Verifier's request filter: every replayed request carries the session cookie, and
 * the pact's EXAMPLE_NONCE becomes the real nonce. Any other nonce (the deliberately
 * invalid one) is left alone so the site can reject it.
 */
export function sessionFilter(session: SiteSession) {
  return (request: IncomingMessage, _response: ServerResponse, next: () => void): void => {
    if (session.cookie) {
      const sent = request.headers.cookie;
      request.headers.cookie = sent ? `${sent}; ${session.cookie}` : session.cookie;
    }
    const header = NONCE_HEADER.toLowerCase();
    if (session.nonce && request.headers[header] === EXAMPLE_NONCE) {
      request.headers[header] = session.nonce;
    }
    next();
  };
}
