// Every path the storefront does not render goes to WordPress as it came: method, body (streamed,
// never parsed here), cookies, X-WP-Nonce, Nonce and Cart-Token. WordPress sees the shop's public
// host, so its canonical redirects and cookies are the public site's; an answer naming the
// WordPress origin (a Location) is put back on the public one.
import type { IncomingHttpHeaders } from 'node:http';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../http/origin';
import { WpHttpError } from '../http/wpError';
import { sendWpError } from '../http/errorHandler';
import { messages } from '../http/messages';

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

export async function forwardTheRest(app: FastifyInstance, wordpressUrl: string): Promise<void> {
  const wordpressHost = new URL(wordpressUrl).hostname;
  await app.register(fastifyReplyFrom, { base: wordpressUrl });
  // Bodies go through as streams: a multipart upload or a CF7 message is never buffered here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const requestHeaders = (request: FastifyRequest, headers: IncomingHttpHeaders) => ({
    ...headers,
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
      ...headers,
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
  const unreachable = (reply: FastifyReply) =>
    sendWpError(
      reply,
      new WpHttpError(502, 'wordpress_unreachable', messages.wordpressUnreachable),
    );

  app.setNotFoundHandler((request, reply) =>
    reply.from(request.url, {
      rewriteRequestHeaders: (_request, headers) => requestHeaders(request, headers),
      rewriteHeaders: (headers) => answerHeaders(request, headers),
      onError: (errorReply, { error }) => {
        request.log.error({ err: error }, `forwarding ${request.method} ${request.url} failed`);
        return unreachable(errorReply as FastifyReply);
      },
    }),
  );
}
