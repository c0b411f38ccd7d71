// The cart, checkout and sign-in as plain form posts, for a browser without JavaScript (issue 25,
// item 5), as WooCommerce's own forms post to their pages. The post's `_wpnonce` must be the
// visitor's REST nonce (CSRF: another site's form cannot know it); then the page's renderer acts
// on it with the app's own sagas, through the same REST routes, rules and Persian messages as the
// app (client/server/plainPosts.ts), and the browser is sent on with a 303 or given the page
// again with the refusal and what was typed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLAIN_POST_NONCE_FIELD } from '../../../contracts/plainPosts';
import { plainPostExpiredPage, plainPostUnavailablePage } from '../domain/plainPostPages';
import type { Shell } from './shell';
import { plainPurchasePostSchema } from './schemas/pages';

export const PLAIN_POST_PATHS = ['/cart', '/checkout', '/my-account'] as const;

/** The posted fields, as WordPress reads $_POST: text values only. */
function postedFields(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

export function registerPlainPurchasePosts(
  app: FastifyInstance,
  deps: {
    shell: Shell;
    siteName: string;
    /** Whether `nonce` is the REST nonce of this request's session. */
    validNonce: (request: FastifyRequest, nonce: string) => boolean;
  },
): void {
  for (const path of PLAIN_POST_PATHS) {
    app.post(path, { schema: plainPurchasePostSchema }, (request, reply) => {
      const posted = postedFields(request);
      const nonce = posted[PLAIN_POST_NONCE_FIELD] ?? '';
      if (nonce === '' || !deps.validNonce(request, nonce)) {
        return refuse(reply, 403, plainPostExpiredPage(pathOf(request.url), deps.siteName));
      }
      return deps.shell.sendPosted(request, reply, posted);
    });
  }
}

/** In front of a WordPress: the same paths answer that these need JavaScript; nothing changes. */
export async function registerUnavailablePlainPosts(
  app: FastifyInstance,
  siteName: string,
): Promise<void> {
  await app.register(async (posts) => {
    // The body is never read (the storefront keeps bodies raw for WordPress): any type will do,
    // and stands as no fields.
    posts.removeAllContentTypeParsers();
    posts.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, {}),
    );
    for (const path of PLAIN_POST_PATHS) {
      posts.post(path, { schema: plainPurchasePostSchema }, (request, reply) =>
        refuse(reply, 501, plainPostUnavailablePage(pathOf(request.url), siteName)),
      );
    }
  });
}

function refuse(reply: FastifyReply, status: 403 | 501, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
