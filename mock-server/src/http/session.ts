// The visitor's session id, starting a session (and setting its cookie) when there is none.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NONCE_HEADER } from '../../../contracts/wp';
import { isSessionId, newSessionId } from '../domain/nonce';
import { isHttps } from './origin';

export const SESSION_COOKIE = 'shop_session';

export function readSessionId(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value !== undefined && isSessionId(value) ? value : undefined;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
  });
}

/** The visitor's session id, starting a session (and setting its cookie) when there is none. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readSessionId(request);
  if (existing) return existing;
  const sessionId = newSessionId();
  setSessionCookie(request, reply, sessionId);
  // Later readers of this request (a visitor's page render) see the session just started.
  request.cookies[SESSION_COOKIE] = sessionId;
  return sessionId;
}

/**
 * A new session id at sign-in and sign-out, so a session id (and every nonce made for it) that
 * someone learned or planted before cannot act for the signed-in customer afterwards. The
 * answer carries the new session's nonce in X-WP-Nonce, as WordPress sends one on its REST
 * answers, so the client can go on without a failed request.
 */
export function rotateSession(request: FastifyRequest, reply: FastifyReply): string {
  const sessionId = newSessionId();
  setSessionCookie(request, reply, sessionId);
  reply.header(NONCE_HEADER, request.server.restNonceFor(sessionId));
  request.cookies[SESSION_COOKIE] = sessionId;
  return sessionId;
}
