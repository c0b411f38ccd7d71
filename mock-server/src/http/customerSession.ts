// Resolves `request.customerId` from the customer cookie on every request, before any route runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsRepository } from '../storage/accountsRepository';
import type { Role } from '../domain/accounts/capabilities';
import { hashSessionToken, isSessionToken, newSessionToken } from '../domain/accounts/sessionToken';
import { isHttps } from './origin';
import { rotateSession } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer (from the customer session cookie), null for a guest. */
    customerId: number | null;
    /** The signed-in account's WordPress role (read with the session), null for a guest. */
    customerRole: Role | null;
  }
}

/** The signed-in customer's cookie; separate from shop_session, which nonces are bound to. */
export const CUSTOMER_COOKIE = 'shop_customer';
/** Fixed lifetime: a session ends 14 days after sign-in, however active (see docs/decisions.md). */
export const CUSTOMER_SESSION_SECONDS = 14 * 24 * 60 * 60;

export interface CustomerSessionDeps {
  accounts: Pick<
    AccountsRepository,
    'sessionCustomer' | 'insertSession' | 'deleteSession' | 'deleteExpiredSessions'
  >;
  clock: () => Date;
}

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[CUSTOMER_COOKIE];
  return value !== undefined && isSessionToken(value) ? value : undefined;
}

/**
 * Resolves `request.customerId` from the customer cookie on every request, before any route
 * runs. An unknown, expired or malformed cookie simply means a guest; it is never an error.
 */
export function installCustomerSession(app: FastifyInstance, deps: CustomerSessionDeps): void {
  app.decorateRequest('customerId', null);
  app.decorateRequest('customerRole', null);
  app.addHook('onRequest', async (request) => {
    const token = cookieToken(request);
    const user =
      token === undefined
        ? null
        : deps.accounts.sessionCustomer(hashSessionToken(token), deps.clock().toISOString());
    request.customerId = user?.id ?? null;
    request.customerRole = user?.role ?? null;
  });
}

/** Starts a session for `customerId` (whose role is `role`) and sets its cookie. */
export function startCustomerSession(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  deps: CustomerSessionDeps,
  role: Role = 'customer',
): void {
  const now = deps.clock();
  const expires = new Date(now.getTime() + CUSTOMER_SESSION_SECONDS * 1000);
  // An old session cookie sent along is retired, so signing in twice leaves one live session.
  const previous = cookieToken(request);
  if (previous !== undefined) deps.accounts.deleteSession(hashSessionToken(previous));
  deps.accounts.deleteExpiredSessions(now.toISOString());
  rotateSession(request, reply);
  const token = newSessionToken();
  deps.accounts.insertSession({
    tokenHash: hashSessionToken(token),
    customerId,
    createdGmt: now.toISOString(),
    expiresGmt: expires.toISOString(),
  });
  reply.setCookie(CUSTOMER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
    expires,
  });
  request.customerId = customerId;
  request.customerRole = role;
}

/** Deletes the server-side session (if any) and clears the cookie. */
export function endCustomerSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: CustomerSessionDeps,
): void {
  const token = cookieToken(request);
  if (token !== undefined) deps.accounts.deleteSession(hashSessionToken(token));
  rotateSession(request, reply);
  reply.clearCookie(CUSTOMER_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
  });
  request.customerId = null;
  request.customerRole = null;
}
