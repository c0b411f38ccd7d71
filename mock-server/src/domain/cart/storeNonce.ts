import { createHmac, timingSafeEqual } from 'node:crypto';

// The Store API's own nonce (WordPress action "wc_store_api"), separate from the REST nonce:
// "<issued-at base36>.<HMAC, 20 hex>" over the action, the visitor's session and the time.
// A visitor without a session gets nonces bound to the empty session, as WordPress binds a
// logged-out visitor's nonces to user 0 until WooCommerce gives them a session.
const STORE_ACTION = 'wc_store_api';
const SIGNATURE_LENGTH = 20;
const NONCE_PATTERN = /^([0-9a-z]{1,11})\.([0-9a-f]{20})$/;

function signature(secret: string, sessionId: string, issuedAt: number): string {
  return createHmac('sha256', secret)
    .update(`${STORE_ACTION}|${sessionId}|${issuedAt}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH);
}

export function mintStoreNonce(secret: string, sessionId: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${issuedAt.toString(36)}.${signature(secret, sessionId, issuedAt)}`;
}

export function verifyStoreNonce(
  secret: string,
  sessionId: string,
  nonce: string,
  now: Date,
  lifetimeSeconds: number,
): boolean {
  const match = NONCE_PATTERN.exec(nonce);
  if (!match?.[1] || !match[2]) return false;
  const issuedAt = parseInt(match[1], 36);
  const age = Math.floor(now.getTime() / 1000) - issuedAt;
  if (age < 0 || age >= lifetimeSeconds) return false;
  return timingSafeEqual(
    Buffer.from(signature(secret, sessionId, issuedAt)),
    Buffer.from(match[2]),
  );
}
