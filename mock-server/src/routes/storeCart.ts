import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CART_TOKEN_HEADER,
  STORE_NONCE_HEADER,
  STORE_NONCE_TIMESTAMP_HEADER,
  USER_ID_HEADER,
  addItemBodySchema,
  type StoreAddItemRequest,
  type StoreCart,
} from '../../../contracts/store';
import type { CartFailure } from '../domain/cart/cartFailures';
import { cartFailures } from '../domain/cart/cartFailures';
import type { CartService } from '../domain/cart/cartService';
import { cartTokenSecret, createCartToken, readCartToken } from '../domain/cart/cartToken';
import { customerIdForSession, newGuestCustomerId } from '../domain/cart/customer';
import { mintStoreNonce, verifyStoreNonce } from '../domain/cart/storeNonce';
import { requestOrigin } from '../http/origin';
import { ensureSession, readSessionId } from '../http/session';
import { WpHttpError } from '../http/wpError';
import { STORE_ROOT } from './storeProducts';

export interface CartRouteSettings {
  secret: string;
  nonceLifetimeSeconds: number;
  clock: () => Date;
}

/** Who the cart belongs to for this request. */
interface CartIdentity {
  customerId: string;
  /** A valid Cart-Token came with the request: no cookie and no nonce needed. */
  viaToken: boolean;
  /** The visitor's session ('' for none): the Store API nonce is bound to it. */
  sessionId: string;
}

// WooCommerce 8 and earlier sent the nonce as X-WC-Store-API-Nonce; it still reads it.
const LEGACY_NONCE_HEADER = 'x-wc-store-api-nonce';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

function toHttpError(failure: CartFailure): WpHttpError {
  return new WpHttpError(failure.status, failure.code, failure.message);
}

const addItemQuerySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    quantity: { type: 'integer' },
  },
} as const;

/**
 * GET wc/store/v1/cart and POST cart/add-item, with WooCommerce's session rules: a valid
 * Cart-Token names the cart and skips the nonce; otherwise the session cookie does, and writes
 * need the Store API `Nonce` header. Every answer, errors included, carries a fresh Nonce and a
 * Cart-Token for the same cart.
 */
export function registerStoreCartRoutes(
  app: FastifyInstance,
  service: CartService,
  settings: CartRouteSettings,
): void {
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
    reply.header(USER_ID_HEADER, '0');
    reply.header(CART_TOKEN_HEADER, createCartToken(identity.customerId, tokenSecret, now));
  }

  /** Writes: the nonce unless a Cart-Token came; a visitor without a session gets one now. */
  function identifyForWrite(request: FastifyRequest, reply: FastifyReply): CartIdentity {
    const identity = identify(request);
    if (identity.viaToken) return identity;
    const nonce = header(request, STORE_NONCE_HEADER) ?? header(request, LEGACY_NONCE_HEADER);
    if (nonce === undefined) throw toHttpError(cartFailures.missingNonce());
    const valid = verifyStoreNonce(
      settings.secret,
      identity.sessionId,
      nonce,
      settings.clock(),
      settings.nonceLifetimeSeconds,
    );
    if (!valid) throw toHttpError(cartFailures.invalidNonce());
    if (identity.sessionId !== '') return identity;
    // The cart needs somewhere to live between requests: start the visitor's session.
    const started = ensureSession(request, reply);
    return {
      customerId: customerIdForSession(settings.secret, started),
      viaToken: false,
      sessionId: started,
    };
  }

  app.get(`${STORE_ROOT}/cart`, async (request, reply): Promise<StoreCart> => {
    const identity = identify(request);
    sendSessionHeaders(reply, identity);
    return service.cart(identity.customerId, requestOrigin(request));
  });

  app.post<{ Body: StoreAddItemRequest | undefined; Querystring: Partial<StoreAddItemRequest> }>(
    `${STORE_ROOT}/cart/add-item`,
    {
      schema: { body: addItemBodySchema, querystring: addItemQuerySchema },
      // WordPress takes the parameters from the query string too.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) {
          request.body = { ...request.query } as StoreAddItemRequest;
        }
      },
    },
    async (request, reply) => {
      // The headers go out on errors too, so a client can retry with the fresh nonce.
      let identity = identify(request);
      try {
        identity = identifyForWrite(request, reply);
        const body = request.body ?? { id: 0 };
        const outcome = service.addItem(identity.customerId, body, requestOrigin(request));
        if (!outcome.ok) throw toHttpError(outcome.failure);
        sendSessionHeaders(reply, identity);
        return await reply.code(201).send(outcome.cart);
      } catch (error) {
        sendSessionHeaders(reply, identity);
        throw error;
      }
    },
  );
}
