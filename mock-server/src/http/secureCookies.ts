// Every cookie the shopper receives over https is Secure, whoever made it: the shop's own
// cookies already are, but in front of WordPress the cookies WordPress sets (on the rest-nonce
// call behind the first page, or on a forwarded answer) come from a site that was reached over
// plain http inside the host, so they lacked the flag while the page sent HSTS.
import type { FastifyInstance } from 'fastify';
import { isHttps } from './origin';

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;

/** The Set-Cookie line with `Secure` added when it lacks it. */
export function withSecure(line: string): string {
  return SECURE_ATTRIBUTE.test(line) ? line : `${line}; Secure`;
}

export function installSecureCookies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isHttps(request)) return payload;
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined) return payload;
    const lines = (Array.isArray(cookies) ? cookies : [cookies]).map(String);
    if (lines.some((line) => !SECURE_ATTRIBUTE.test(line))) {
      // Fastify appends to set-cookie: the old lines go first.
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', lines.map(withSecure));
    }
    return payload;
  });
}
