// Every path the storefront does not render goes to WordPress as it came: method, body (streamed,
// never parsed here), cookies, X-WP-Nonce, Nonce and Cart-Token. WordPress sees the shop's public
// host, so its canonical redirects and cookies are the public site's; an answer naming the
// WordPress origin (a Location) is put back on the public one. What a client says about its own
// address is dropped: the shopper's address is the storefront's to tell (X-Forwarded-For). Answers
// stream back with back-pressure, so their size costs no memory; WordPress has
// WORDPRESS_TIMEOUT_SECONDS to start one and between its parts.
import type { IncomingHttpHeaders } from 'node:http';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../http/origin';
import { sendFault } from './faultPage';
import { answerHeadersToKeep, requestHeadersToKeep } from './proxyHeaders';
import { DEFAULT_UPSTREAM_LIMITS, type UpstreamLimits } from './upstreamLimits';
import type { UpstreamFault } from './visit';

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

export async function forwardTheRest(
  app: FastifyInstance,
  wordpressUrl: string,
  limits: UpstreamLimits = DEFAULT_UPSTREAM_LIMITS,
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
    const cookies = headers['set-cookie'];
    return {
      ...answerHeadersToKeep(headers),
      ...(typeof location === 'string'
        ? { location: onPublicOrigin(location, wordpressUrl, siteOrigin) }
        : {}),
      ...(cookies === undefined
        ? {}
        : {
            'set-cookie': [cookies]
              .flat()
              .map((cookie) => withoutHostDomain(cookie, wordpressHost)),
          }),
    };
  };

  app.setNotFoundHandler((request, reply) =>
    reply.from(request.url, {
      rewriteRequestHeaders: (_request, headers) => requestHeaders(request, headers),
      rewriteHeaders: (headers) => answerHeaders(request, headers),
      // No second try: a GET answered 503 would be asked up to ten times more, and a stalled
      // site would hold the shopper once per try.
      retryDelay: () => null,
      onError: (errorReply, { error }) => {
        request.log.error({ err: error }, `forwarding ${request.method} ${request.url} failed`);
        return sendFault(request, errorReply as FastifyReply, faultOf(error));
      },
    }),
  );
}
