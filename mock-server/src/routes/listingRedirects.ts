// WordPress's redirect_canonical for the paged listings: page 1 spelled out (/blog/page/1/)
// goes to the listing itself, and the shop's former /shop?category={slug}&page={n} goes to
// WooCommerce's permalink, so old bookmarks and links keep working. The rule itself lives in
// contracts/listingPaths.ts, where the client makes its links with it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalListingPath } from '../../../contracts/listingPaths';
import { requestOrigin } from '../http/origin';

/** preHandler of the shell pages: a 301 to the canonical listing URL, or nothing. */
export async function redirectToCanonicalListing(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : request.url.slice(queryAt);
  const target = canonicalListingPath(pathname, search);
  if (target === null) return undefined;
  // From the configured site URL, never the Host header (docs/security.md).
  return reply.redirect(`${requestOrigin(request)}${target}`, 301);
}
