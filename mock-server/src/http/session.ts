import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionId, newSessionId } from '../domain/nonce';

export const SESSION_COOKIE = 'shop_session';

export function readSessionId(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value !== undefined && isSessionId(value) ? value : undefined;
}

/** The visitor's session id, starting a session (and setting its cookie) when there is none. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readSessionId(request);
  if (existing) return existing;
  const sessionId = newSessionId();
  reply.setCookie(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', path: '/' });
  return sessionId;
}
