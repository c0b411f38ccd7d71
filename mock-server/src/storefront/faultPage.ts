// What a shopper gets when WordPress fails the storefront (visit.ts's faults): for a page, a small
// Persian "try again" page in the shop's direction and language, needing nothing else from the
// server; for an API call, WordPress's error shape. Never a 200: crawlers and caches must not keep
// it as the page.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Refusal, RefusalKind } from '../domain/domainError';
import { sendWpError } from '../http/errorHandler';
import { messages } from '../http/messages';
import { REFUSAL_STATUS, refusalToWpError } from '../http/refusals';
import { visitFault, type UpstreamFault } from './visit';

function upstreamRefusal(kind: RefusalKind, code: string): Refusal {
  return { kind, code, message: messages.wordpressUnreachable };
}

/** Each way WordPress can fail the storefront, as the refusal the visitor hears. */
export const UPSTREAM_REFUSALS: Record<UpstreamFault, Refusal> = {
  timeout: upstreamRefusal('upstreamTimeout', 'wordpress_timeout'),
  // WordPress itself said it cannot answer now: asking again later may work.
  unavailable: upstreamRefusal('busy', 'wordpress_unavailable'),
  unreachable: upstreamRefusal('upstreamFailed', 'wordpress_unreachable'),
  too_large: upstreamRefusal('upstreamFailed', 'wordpress_answer_too_large'),
  redirect_loop: upstreamRefusal('upstreamFailed', 'wordpress_redirect_loop'),
};

/** Seconds a browser or crawler is asked to wait before asking again. */
const RETRY_AFTER_SECONDS = 30;

const STYLE = `
body { margin: 0; padding: 0 1rem; font-family: Vazirmatn, Tahoma, sans-serif; background: #f4f6f9; color: #1d2733; }
main { max-width: 30rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
a { display: inline-block; margin-top: 1rem; margin-inline-end: 1rem; color: #0b5cad; }
a.again { padding: .6rem 1.2rem; border-radius: 8px; background: #0b5cad; color: #fff; text-decoration: none; }
a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
`;

/** The page's own policy: its one inline style, nothing else loads. */
const POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

// The link reloads the address the shopper asked for (an empty href), so nothing from the request
// is written into the page.
const PAGE = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>فروشگاه پاسخ نمی‌دهد</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>فروشگاه در این لحظه پاسخ نمی‌دهد</h1>
<p>${messages.wordpressUnreachable}</p>
<a class="again" href="">دوباره امتحان کنید</a>
<a href="/">صفحهٔ اصلی</a>
</main>
</body>
</html>
`;

/** A browser asking for a page, not a script asking the API. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/wp-json') || request.url.includes('rest_route=')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function faultHeaders(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('content-security-policy', POLICY);
}

/** The "try again" page or WordPress's error shape, as the request wants. */
export function sendFault(
  request: FastifyRequest,
  reply: FastifyReply,
  fault: UpstreamFault,
): FastifyReply {
  const error = refusalToWpError(UPSTREAM_REFUSALS[fault]);
  faultHeaders(reply, error.statusCode);
  if (isPageRequest(request)) return reply.type('text/html; charset=utf-8').send(PAGE);
  return sendWpError(reply, error);
}

/**
 * A page whose visit WordPress failed (its index, or the renderer's data) leaves as the "try
 * again" page, whatever the route made of the missing data.
 */
export function installFaultPages(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const fault = visitFault();
    if (fault === undefined || !isPageRequest(request)) return payload;
    faultHeaders(reply, REFUSAL_STATUS[UPSTREAM_REFUSALS[fault].kind]);
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.type('text/html; charset=utf-8');
    return PAGE;
  });
}
