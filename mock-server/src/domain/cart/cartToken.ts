// WooCommerce's Cart-Token (a signed JWT naming the cart's customer): lets an app without
// cookies, or a headless client, keep its cart.
import { createHmac, timingSafeEqual } from 'node:crypto';

// WooCommerce's Cart-Token is a JSON Web Token (HS256) whose payload names the cart's customer:
// {"user_id": customer id, "exp": expiry, "iss": "store-api", "iat": issued}. A request that
// carries a valid one is served that customer's cart without cookies and without a nonce.

export const CART_TOKEN_ISSUER = 'store-api';
/** WooCommerce's wc_session_expiration default: two days. */
export const CART_TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

const HEADER = { alg: 'HS256', typ: 'JWT' };
const TOKEN_SHAPE = /^[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+$/;

function base64Url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** WooCommerce signs with "@" + the site's salt; the shop's salt is its secret. */
export function cartTokenSecret(siteSecret: string): string {
  return `@${siteSecret}`;
}

export function createCartToken(
  customerId: string,
  secret: string,
  now: Date,
  lifetimeSeconds = CART_TOKEN_LIFETIME_SECONDS,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64Url(JSON.stringify(HEADER));
  const payload = base64Url(
    JSON.stringify({
      user_id: customerId,
      exp: issuedAt + lifetimeSeconds,
      iss: CART_TOKEN_ISSUER,
      iat: issuedAt,
    }),
  );
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

/**
 * The customer id of a valid token, or undefined: wrong shape, another algorithm, expired, bad
 * signature or no customer. The expiry is checked before the signature, as WooCommerce does.
 */
export function readCartToken(token: string, secret: string, now: Date): string | undefined {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = token.split('.');
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (
    typeof header !== 'object' ||
    header === null ||
    typeof payload !== 'object' ||
    payload === null
  ) {
    return undefined;
  }
  if (
    !('alg' in header) ||
    header.alg !== HEADER.alg ||
    !('typ' in header) ||
    header.typ !== HEADER.typ
  ) {
    return undefined;
  }
  if (!('exp' in payload) || typeof payload.exp !== 'number') return undefined;
  if (Math.floor(now.getTime() / 1000) > payload.exp) return undefined;
  const expected = Buffer.from(sign(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signaturePart.replace(/=+$/, ''));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!('user_id' in payload) || typeof payload.user_id !== 'string' || payload.user_id === '') {
    return undefined;
  }
  return payload.user_id;
}
