// WooCommerce's Store API session rules, shared by every cart and checkout route.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CART_TOKEN_HEADER,
  STORE_NONCE_HEADER,
  STORE_NONCE_TIMESTAMP_HEADER,
  USER_ID_HEADER,
} from '../../../contracts/store';
import { cartFailures } from '../domain/cart/cartFailures';
import { cartTokenSecret, createCartToken, readCartToken } from '../domain/cart/cartToken';
import { customerIdForSession, newGuestCustomerId } from '../domain/cart/customer';
import { mintStoreNonce, verifyStoreNonce } from '../domain/cart/storeNonce';
import { ensureSession, readSessionId } from '../http/session';
import { refused } from '../http/refusals';

export interface CartRouteSettings {
  secret: string;
  nonceLifetimeSeconds: number;
  clock: () => Date;
}

/** Who the cart belongs to for this request. */
export interface CartIdentity {
  customerId: string;
  /** A valid Cart-Token came with the request: no cookie and no nonce needed. */
  viaToken: boolean;
  /** The visitor's session ('' for none): the Store API nonce is bound to it. */
  sessionId: string;
}

export interface StoreSession {
  identify(request: FastifyRequest): CartIdentity;
  /** Writes: the nonce unless a Cart-Token came; a visitor without a session gets one now. */
  identifyForWrite(request: FastifyRequest, reply: FastifyReply): CartIdentity;
  sendSessionHeaders(reply: FastifyReply, identity: CartIdentity): void;
  /**
   * A Store API write with WooCommerce's session rules: the headers go out on errors too, so a
   * client can retry with the fresh nonce.
   */
  write<T>(request: FastifyRequest, reply: FastifyReply, work: (identity: CartIdentity) => T): T;
}

// WooCommerce 8 and earlier sent the nonce as X-WC-Store-API-Nonce; it still reads it.
const LEGACY_NONCE_HEADER = 'x-wc-store-api-nonce';

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

/**
 * WooCommerce's Store API session rules, shared by every cart and checkout route: a valid
 * Cart-Token names the cart and skips the nonce; otherwise the session cookie does, and writes
 * need the Store API `Nonce` header. Every answer carries a fresh Nonce and a Cart-Token.
 */
export function createStoreSession(settings: CartRouteSettings): StoreSession {
  const tokenSecret = cartTokenSecret(settings.secret);

  function identify(request: FastifyRequest): CartIdentity {
    const token = header(request, CART_TOKEN_HEADER);
    const fromToken =
      token === undefined ? undefined : readCartToken(token, tokenSecret, settings.clock());
    const session = readSessionId(request);
    if (fromToken !== undefined) {
      return { customerId: fromToken, viaToken: true, sessionId: session ?? '' };
    }
    return {
      customerId:
        session === undefined
          ? newGuestCustomerId()
          : customerIdForSession(settings.secret, session),
      viaToken: false,
      sessionId: session ?? '',
    };
  }

  function sendSessionHeaders(reply: FastifyReply, identity: CartIdentity): void {
    const now = settings.clock();
    reply.header(STORE_NONCE_HEADER, mintStoreNonce(settings.secret, identity.sessionId, now));
    reply.header(STORE_NONCE_TIMESTAMP_HEADER, String(Math.floor(now.getTime() / 1000)));
    // WooCommerce answers the signed-in user's id (0 for a guest) on every Store API answer.
    reply.header(USER_ID_HEADER, String(reply.request.customerId ?? 0));
    reply.header(CART_TOKEN_HEADER, createCartToken(identity.customerId, tokenSecret, now));
  }

  function identifyForWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: CartIdentity = identify(request),
  ): CartIdentity {
    if (identity.viaToken) return identity;
    const nonce = header(request, STORE_NONCE_HEADER) ?? header(request, LEGACY_NONCE_HEADER);
    if (nonce === undefined) throw refused(cartFailures.missingNonce());
    const valid = verifyStoreNonce(
      settings.secret,
      identity.sessionId,
      nonce,
      settings.clock(),
      settings.nonceLifetimeSeconds,
    );
    if (!valid) throw refused(cartFailures.invalidNonce());
    if (identity.sessionId !== '') return identity;
    // The cart needs somewhere to live between requests: start the visitor's session.
    const started = ensureSession(request, reply);
    return {
      customerId: customerIdForSession(settings.secret, started),
      viaToken: false,
      sessionId: started,
    };
  }

  return {
    identify,
    identifyForWrite,
    sendSessionHeaders,
    write(request, reply, work) {
      let identity = identify(request);
      try {
        identity = identifyForWrite(request, reply, identity);
        const result = work(identity);
        sendSessionHeaders(reply, identity);
        return result;
      } catch (error) {
        sendSessionHeaders(reply, identity);
        throw error;
      }
    },
  };
}
