// WordPress's paging headers on a collection's answer (X-WP-Total, X-WP-TotalPages, and Link's
// prev and next, keeping the request's query as add_query_arg does).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '../../../contracts/wp';
import type { PageWindow } from '../domain/pagination';
import { requestOrigin } from './origin';

/** PHP's urlencode, which add_query_arg's values go through: spaces become "+". */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The URL WordPress puts in a rel link: the collection URL with every query argument of the
 * request, `page` replaced where it stood or appended (add_query_arg).
 */
export function pageUrl(collectionUrl: string, rawQuery: string, page: number): string {
  const args = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(rawQuery)) args.set(key, value);
  args.set('page', String(page));
  const query = [...args]
    .map(([key, value]) => `${phpUrlencode(key)}=${phpUrlencode(value)}`)
    .join('&');
  return `${collectionUrl}?${query}`;
}

export function linkHeader(
  collectionUrl: string,
  rawQuery: string,
  window: PageWindow,
): string | undefined {
  const links: string[] = [];
  if (window.prev !== undefined)
    links.push(`<${pageUrl(collectionUrl, rawQuery, window.prev)}>; rel="prev"`);
  if (window.next !== undefined)
    links.push(`<${pageUrl(collectionUrl, rawQuery, window.next)}>; rel="next"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/** collectionPath is the canonical route, e.g. /wp-json/wp/v2/posts (WordPress's rest_url). */
export function sendCollectionHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  collectionPath: string,
  window: PageWindow,
): void {
  const queryStart = request.url.indexOf('?');
  const rawQuery = queryStart >= 0 ? request.url.slice(queryStart + 1) : '';
  reply.header(TOTAL_HEADER, String(window.total));
  reply.header(TOTAL_PAGES_HEADER, String(window.totalPages));
  const link = linkHeader(`${requestOrigin(request)}${collectionPath}`, rawQuery, window);
  if (link !== undefined) reply.header('Link', link);
}
