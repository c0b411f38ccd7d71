// The Store API's own nonce, which a cart write made with the session cookie must carry, so that
// another site cannot change a shopper's cart (a Cart-Token stands in for both).
import { mintNonce, verifyNonce } from '../nonce';

// The Store API's own nonce (WordPress action "wc_store_api"), separate from the REST nonce but
// made the same way. A visitor without a session gets nonces bound to the empty session, as
// WordPress binds a logged-out visitor's nonces to user 0 until WooCommerce gives them a session.
const STORE_ACTION = 'wc_store_api';

export function mintStoreNonce(secret: string, sessionId: string, now: Date): string {
  return mintNonce(secret, sessionId, now, STORE_ACTION);
}

export function verifyStoreNonce(
  secret: string,
  sessionId: string,
  nonce: string,
  now: Date,
  lifetimeSeconds: number,
): boolean {
  return verifyNonce(secret, sessionId, nonce, now, lifetimeSeconds, STORE_ACTION);
}
