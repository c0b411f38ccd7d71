// The nonces that keep other sites from writing in a visitor's name (the REST nonce, the Store
// API's): signed, bound to a visitor session and an action, with an exact age.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A nonce is "<issued-at seconds, base36>.<first 20 hex chars of HMAC-SHA256>", bound to one
// visitor session and one action (the REST nonce, the Store API's own, ...). Unlike WordPress's tick-based nonces the age is exact, so expiry can be
// tested to the second with an injected clock.
const SIGNATURE_LENGTH = 20;
const NONCE_PATTERN = /^([0-9a-z]{1,11})\.([0-9a-f]{20})$/;

export const REST_NONCE_ACTION = 'rest-nonce';

function signature(secret: string, sessionId: string, issuedAt: number, action: string): string {
  return createHmac('sha256', secret)
    .update(`${action}|${sessionId}|${issuedAt}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH);
}

export function mintNonce(
  secret: string,
  sessionId: string,
  now: Date,
  action: string = REST_NONCE_ACTION,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${issuedAt.toString(36)}.${signature(secret, sessionId, issuedAt, action)}`;
}

export function verifyNonce(
  secret: string,
  sessionId: string,
  nonce: string,
  now: Date,
  lifetimeSeconds: number,
  action: string = REST_NONCE_ACTION,
): boolean {
  const match = NONCE_PATTERN.exec(nonce);
  if (!match?.[1] || !match[2]) return false;
  const issuedAt = parseInt(match[1], 36);
  const age = Math.floor(now.getTime() / 1000) - issuedAt;
  // A nonce from the future was not minted by this server's clock.
  if (age < 0 || age >= lifetimeSeconds) return false;
  const expected = Buffer.from(signature(secret, sessionId, issuedAt, action));
  const given = Buffer.from(match[2]);
  return timingSafeEqual(expected, given);
}

/** 32 random bytes, base64url: the visitor's session id. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
