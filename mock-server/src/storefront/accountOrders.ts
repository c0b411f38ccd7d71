// GET /storefront/orders: a signed-in customer's orders, read from WooCommerce's own orders page
// with her cookies (a stock WooCommerce has no REST route for them), for the account page to
// draw. WordPress decides who she is; the storefront only refuses early a request that carries
// no WordPress sign-in cookie at all. Bounded as the storefront's own calls are: the page's wait
// and WORDPRESS_ANSWER_LIMIT_MB.
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STOREFRONT_ORDERS_PATH, wooOrdersAnswerSchema } from '../../../contracts/wooAccountOrders';
import type { Refusal } from '../domain/domainError';
import { jsonResponses } from '../http/responseSchemas';
import { noQueryArgumentsSchema } from '../routes/schemas/paths';
import { messages } from '../http/messages';
import { refused } from '../http/refusals';
import { UPSTREAM_REFUSALS } from './faultPage';
import { readOrdersPage } from './wooOrdersPage';
import type { UpstreamLimits } from './upstreamLimits';

const SIGNED_IN_COOKIE = /(?:^|;\s*)wordpress_logged_in_[^=]*=/;

/**
 * WooCommerce's orders page as the customer would get it. Node's fetch puts the WordPress host in
 * Host, and WordPress would redirect that to its home: this asks with the public host, as the
 * forwarded requests do.
 */
function ordersPage(
  wordpressUrl: string,
  request: FastifyRequest,
  limits: UpstreamLimits,
): Promise<{ status: number; html: string }> {
  const url = new URL('/my-account/orders/', wordpressUrl);
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const outgoing = get(
      url,
      {
        headers: {
          host: new URL(request.server.siteOrigin()).host,
          cookie: request.headers.cookie ?? '',
          accept: 'text/html',
          'x-forwarded-for': request.ip,
        },
        timeout: limits.pageWaitMs,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.answerMaxBytes) {
            answer.destroy(new Error(`${url.href} answered more than the limit`));
            return;
          }
          chunks.push(chunk);
        });
        answer.on('error', reject);
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url.href} did not answer in time`)));
    outgoing.on('error', reject);
  });
}

const NOT_LOGGED_IN: Refusal = {
  kind: 'unauthenticated',
  code: 'rest_not_logged_in',
  message: messages.notLoggedIn,
};

export function registerAccountOrders(
  app: FastifyInstance,
  wordpressUrl: string,
  limits: UpstreamLimits,
): void {
  const schema = {
    querystring: noQueryArgumentsSchema,
    response: jsonResponses(wooOrdersAnswerSchema),
  } as const;
  app.get(STOREFRONT_ORDERS_PATH, { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!SIGNED_IN_COOKIE.test(request.headers.cookie ?? '')) {
      throw refused(NOT_LOGGED_IN);
    }
    const page = await ordersPage(wordpressUrl, request, limits).catch((error: unknown) => {
      request.log.error({ err: error }, "WooCommerce's orders page could not be read");
      throw refused(UPSTREAM_REFUSALS.unreachable);
    });
    if (page.status !== 200) {
      request.log.error(`WooCommerce's orders page answered ${page.status}`);
      throw refused(UPSTREAM_REFUSALS.unreachable);
    }
    const reading = readOrdersPage(page.html);
    if (!reading.signedIn) throw refused(NOT_LOGGED_IN);
    return { orders: reading.orders, more: reading.more };
  });
}
