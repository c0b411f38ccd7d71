// The shop's origin for every absolute link (SITE_URL, else where it listens), never the
// request's Host header; and whether the visitor came over https.
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's canonical origin ("https://shop.example"): every absolute URL starts with it. */
    siteOrigin(): string;
  }
}

/**
 * `SITE_URL` when it is set. Otherwise the address the server listens on (a wildcard address
 * reads as localhost), which is right for `npm start` on one machine and for tests on a random
 * port. The request's Host header is never used: it is the caller's to choose, so a link or a
 * redirect built from it could point anywhere (docs/security.md).
 */
export function installSiteOrigin(app: FastifyInstance, configured: string | undefined): void {
  app.decorate('siteOrigin', () => configured ?? listeningOrigin(app));
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '']);

function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return 'http://localhost';
  const host = WILDCARD_ADDRESSES.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function requestOrigin(request: FastifyRequest): string {
  return request.server.siteOrigin();
}

/**
 * Whether the visitor reached the shop over https: the configured site is https, or the
 * connection is (Fastify reads X-Forwarded-Proto only from the proxies TRUST_PROXY names).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.siteOrigin().startsWith('https:');
}
