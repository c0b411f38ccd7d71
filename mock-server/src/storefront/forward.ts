// Every path the storefront does not render goes to WordPress as it came: method, body (streamed,
// never parsed here), cookies, X-WP-Nonce, Nonce and Cart-Token. WordPress sees the shop's public
// host, so its canonical redirects and cookies are the public site's; an answer naming the
// WordPress origin (a Location) is put back on the public one. What a client says about its own
// address is dropped: the shopper's address is the storefront's to tell (X-Forwarded-For). Answers
// stream back with back-pressure, so their size costs no memory; WordPress has
// WORDPRESS_TIMEOUT_SECONDS to start one and between its parts. A Store API answer's Cart-Token is
// kept in a cookie too, for the cart and checkout the storefront draws (visitorCart.ts).
import type { IncomingHttpHeaders } from 'node:http';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../http/origin';
import { isPageRequest, sendFault } from './faultPage';
import { answerHeadersToKeep, requestHeadersToKeep } from './proxyHeaders';
import { DEFAULT_UPSTREAM_LIMITS, type UpstreamLimits } from './upstreamLimits';
import type { UpstreamFault } from './visit';
import { cartTokenCookie } from './visitorCart';
import { CART_TOKEN_HEADER } from '../../../contracts/store';

/** `value` with the WordPress origin at its start replaced by the public one. */
export function onPublicOrigin(value: string, wordpressUrl: string, siteOrigin: string): string {
  return value.startsWith(`${wordpressUrl}/`) || value === wordpressUrl
    ? `${siteOrigin}${value.slice(wordpressUrl.length)}`
    : value;
}

/** A cookie WordPress scoped to its own host would never reach it through the storefront. */
export function withoutHostDomain(cookie: string, wordpressHost: string): string {
  return cookie
    .split(';')
    .filter((part) => {
      const [name, value] = part.split('=');
      return !(
        name?.trim().toLowerCase() === 'domain' &&
        value?.trim().replace(/^\./, '').toLowerCase() === wordpressHost.toLowerCase()
      );
    })
    .join(';');
}

/** reply-from's errors by their status: 504 for its timeouts, every other failure a 502. */
function faultOf(error: Error): UpstreamFault {
  return 'statusCode' in error && error.statusCode === 504 ? 'timeout' : 'unreachable';
}

/**
 * What the storefront sends instead of WordPress's answer to a forwarded request, if anything: a
 * redirect to the address just asked for is a loop (WordPress's home is not SITE_URL, so its
 * canonical redirect names its own origin, put back on the public one); a page WordPress does not
 * have is the shop's own not-found page, not the theme's.
 */
export function replacedAnswer(
  request: { method: string; url: string },
  siteOrigin: string,
  status: number,
  location: unknown,
  isPage: boolean,
): 'redirect_loop' | 'not_found' | null {
  // After a POST, a redirect to the same address is the usual post/redirect/get, not a loop.
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (read && status >= 300 && status < 400 && typeof location === 'string') {
    const target = new URL(location, siteOrigin);
    if (target.href === new URL(request.url, siteOrigin).href) return 'redirect_loop';
  }
  if (status === 404 && isPage) return 'not_found';
  return null;
}

export interface ForwardOptions {
  limits?: UpstreamLimits;
  /** The shop's not-found page, drawn for a page WordPress answers 404. */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** A page of the site the storefront draws itself rather than forward (rootPages.ts). */
  sitePage?: {
    drawnHere: (request: FastifyRequest) => Promise<boolean>;
    send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  };
}

export async function forwardTheRest(
  app: FastifyInstance,
  wordpressUrl: string,
  { limits = DEFAULT_UPSTREAM_LIMITS, notFoundPage, sitePage }: ForwardOptions = {},
): Promise<void> {
  const wordpressHost = new URL(wordpressUrl).hostname;
  await app.register(fastifyReplyFrom, {
    base: wordpressUrl,
    undici: {
      headersTimeout: limits.forwardTimeoutMs,
      bodyTimeout: limits.forwardTimeoutMs,
      connect: { timeout: Math.min(10_000, limits.forwardTimeoutMs) },
    },
  });
  // Bodies go through as streams: a multipart upload or a CF7 message is never buffered here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const requestHeaders = (request: FastifyRequest, headers: IncomingHttpHeaders) => ({
    ...requestHeadersToKeep(headers),
    host: new URL(request.server.siteOrigin()).host,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': isHttps(request) ? 'https' : 'http',
    'x-forwarded-host': new URL(request.server.siteOrigin()).host,
  });
  const answerHeaders = (request: FastifyRequest, headers: IncomingHttpHeaders) => {
    const siteOrigin = request.server.siteOrigin();
    const { location } = headers;
    const token = headers[CART_TOKEN_HEADER.toLowerCase()];
    const cookies = [
      ...[headers['set-cookie'] ?? []]
        .flat()
        .map((cookie) => withoutHostDomain(cookie, wordpressHost)),
      ...(typeof token === 'string' && token !== '' ? [cartTokenCookie(token)] : []),
    ];
    return {
      ...answerHeadersToKeep(headers),
      ...(typeof location === 'string'
        ? { location: onPublicOrigin(location, wordpressUrl, siteOrigin) }
        : {}),
      ...(cookies.length === 0 ? {} : { 'set-cookie': cookies }),
    };
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (sitePage && (await sitePage.drawnHere(request))) return sitePage.send(request, reply);
    return reply.from(request.url, {
      rewriteRequestHeaders: (_request, headers) => requestHeaders(request, headers),
      rewriteHeaders: (headers) => answerHeaders(request, headers),
      // No second try: a GET answered 503 would be asked up to ten times more, and a stalled
      // site would hold the shopper once per try.
      retryDelay: () => null,
      // The same reply as the handler's, typed for any server.
      onResponse: (_request, _forwarded, answer) => {
        const replaced = replacedAnswer(
          request,
          request.server.siteOrigin(),
          answer.statusCode,
          reply.getHeader('location'),
          isPageRequest(request),
        );
        if (replaced === null || (replaced === 'not_found' && !notFoundPage)) {
          return reply.send(answer.stream);
        }
        // Read to its end (not destroyed): the connection then goes back to the pool, and closing
        // the storefront does not wait on a request left half-read.
        answer.stream.resume();
        for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
        if (replaced === 'not_found' && notFoundPage) return notFoundPage(request, reply);
        request.log.error(
          `WordPress redirects ${request.url} to itself: its home (Settings → General → Site Address) must be SITE_URL, ${request.server.siteOrigin()}`,
        );
        return sendFault(request, reply, 'redirect_loop');
      },
      onError: (errorReply, { error }) => {
        request.log.error({ err: error }, `forwarding ${request.method} ${request.url} failed`);
        return sendFault(request, errorReply as FastifyReply, faultOf(error));
      },
    });
  });
}
