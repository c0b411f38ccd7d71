import type { FastifyInstance } from 'fastify';
import { isHttps } from './origin';

// The built app loads only its own files; the bootstrap config is an inline JSON data block,
// which CSP never executes, so script-src 'self' holds without a nonce or hash.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Server-rendered markup carries the style attributes React draws (the carousel's track width,
  // the swatch colours); style elements and sheets still come only from the shop itself.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** A year, as the HSTS preload list asks; subdomains are the owner's to opt in. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * onSend runs for every reply, errors, 404s and static files included. HSTS only when the
 * shop is reached over https: over plain http browsers ignore it, and a local `npm start`
 * must not pin localhost to https.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (isHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
