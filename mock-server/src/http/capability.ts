// current_user_can( $capability ), or the refusal.
import type { FastifyRequest } from 'fastify';
import {
  canOn,
  hasCapability,
  type Capability,
  type MetaCapability,
  type OwnedObject,
  type User,
} from '../domain/accounts/capabilities';
import type { DomainError, Refusal as DomainRefusal } from '../domain/domainError';
import { givenNonce } from './nonce';
import { refused as refusedAs } from './refusals';

/** WordPress's refusal: a WP_Error code and its (Persian) message; who asks decides the kind. */
export type Refusal = Pick<DomainRefusal, 'code' | 'message'>;

/** The signed-in account as the capability rules see it; null for a visitor. */
export function currentUser(request: FastifyRequest): User | null {
  if (request.customerId === null) return null;
  return { id: request.customerId, role: request.customerRole ?? 'customer' };
}

/**
 * The REST API's caller: WordPress's cookie authentication counts the signed-in user only when
 * the request carries a nonce (rest_cookie_check_errors; an invalid one was already refused), so
 * a cookie alone reads as a visitor.
 */
export function restUser(request: FastifyRequest): User | null {
  return givenNonce(request) === undefined ? null : currentUser(request);
}

/**
 * rest_authorization_required_code(): a visitor is unauthenticated (401), a signed-in user
 * forbidden (403); http/refusals.ts says the statuses.
 */
function refused(user: User | null, refusal: Refusal): DomainError {
  return refusedAs({
    kind: user === null ? 'unauthenticated' : 'forbidden',
    code: refusal.code,
    message: refusal.message,
  });
}

/** current_user_can( $capability ), or the refusal. Returns the user who may. */
export function requireCapability(
  request: FastifyRequest,
  capability: Capability,
  refusal: Refusal,
): User {
  const user = currentUser(request);
  if (user === null || !hasCapability(user, capability)) throw refused(user, refusal);
  return user;
}

/** current_user_can( 'edit_post', $id ) and the like, or the refusal. */
export function requireCapabilityOn(
  request: FastifyRequest,
  meta: MetaCapability,
  object: OwnedObject,
  refusal: Refusal,
): User {
  const user = currentUser(request);
  if (user === null || !canOn(user, meta, object)) throw refused(user, refusal);
  return user;
}
