// Which headers cross the storefront on a forwarded request and its answer. A client's word about
// its own address is dropped (WooCommerce records X-Real-IP as the order's IP, security plugins
// rate-limit by these): the storefront alone says who the shopper is, in X-Forwarded-For.
// Hop-by-hop headers belong to one connection and never cross: the shopper's Connection: close is
// then answered by the storefront's own server, not overridden by WordPress's keep-alive.
import type { IncomingHttpHeaders } from 'node:http';

/** Headers through which a client or a proxy names the client's address. */
const CLIENT_ADDRESS_HEADERS = new Set([
  'forwarded',
  'x-real-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'cf-pseudo-ipv4',
  'true-client-ip',
  'x-client-ip',
  'client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'x-envoy-external-address',
  'x-azure-clientip',
  'x-appengine-user-ip',
  'x-original-forwarded-for',
  'forwarded-for',
  'x-forwarded',
  'x-http-forwarded-for',
]);

/** RFC 9110 §7.6.1's connection-specific headers, and Expect (the storefront answered it). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

/** The names a Connection header lists are hop-by-hop too. */
function listedInConnection(headers: IncomingHttpHeaders): string[] {
  const value = headers.connection;
  return typeof value === 'string' ? value.split(',').map((name) => name.trim().toLowerCase()) : [];
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = listedInConnection(headers);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !listed.includes(name)),
  );
}

/**
 * The shopper's headers WordPress may see: no address claims, no X-Forwarded-* (the storefront
 * sets its own), nothing hop-by-hop. Expect: 100-continue was answered by the storefront's
 * server; undici refuses to send it, which once made every curl upload above 1 MB a 502.
 */
export function requestHeadersToKeep(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(withoutHopByHop(headers)).filter(
      ([name]) => !CLIENT_ADDRESS_HEADERS.has(name) && !name.startsWith('x-forwarded-'),
    ),
  );
}

/** WordPress's answer headers, hop-by-hop ones left to the storefront's own connection. */
export function answerHeadersToKeep(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return withoutHopByHop(headers);
}
