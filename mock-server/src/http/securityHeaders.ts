// The security headers on every answer: a Content-Security-Policy that lets in only the shop's
// own scripts and styles (and the trust badges' images), no framing, and HSTS over https.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopDetails } from '../../../contracts/bootstrap';
import { isHttps } from './origin';

// The built app loads only its own files; the bootstrap config is an inline JSON data block,
// which CSP never executes, so script-src 'self' holds without a nonce or hash. Images may also
// come from the trust badges' issuers (eNamad and Samandehi serve each shop's badge themselves).
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Server-rendered markup carries the style attributes React draws (the carousel's track
    // width, the swatch colours); style elements and sheets still come only from the shop itself.
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The issuers' origins the footer's badge images are drawn from (a path is the shop's own). */
export function badgeImageOrigins(details: ShopDetails | undefined): string[] {
  const origins = (details?.badges ?? [])
    .filter((badge) => !badge.image.startsWith('/'))
    .map((badge) => new URL(badge.image).origin);
  return [...new Set(origins)];
}

export function securityHeaders(imageOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(imageOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** A year, as the HSTS preload list asks; subdomains are the owner's to opt in. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * onSend runs for every reply, errors, 404s and static files included. HSTS only when the
 * shop is reached over https: over plain http browsers ignore it, and a local `npm start`
 * must not pin localhost to https.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  imageOrigins: readonly string[] = [],
): void {
  const headers = securityHeaders(imageOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, headers);
    return payload;
  });
}

/** The headers of `securityHeaders`, and HSTS over https, on one reply. */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
): void {
  reply.headers(headers);
  if (isHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}
