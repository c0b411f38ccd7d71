import type { FastifyInstance } from 'fastify';
import type { WpPage } from '../../../contracts/wp';
import { toWpPage } from '../domain/postView';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import { WpHttpError } from '../http/wpError';
import type { PostsRepository } from '../storage/postsRepository';
import { registerCollectionRoute } from './collection';
import { ID_PATTERN, type IdParams } from './params';
import { itemRouteSchema } from './schemas/wordpress';

const COLLECTION = '/wp-json/wp/v2/pages';

export function registerPageRoutes(app: FastifyInstance, deps: { posts: PostsRepository }): void {
  registerCollectionRoute(app, {
    path: COLLECTION,
    type: 'page',
    posts: deps.posts,
    toView: toWpPage,
  });

  app.get<{ Params: IdParams }>(
    `${COLLECTION}/:id${ID_PATTERN}`,
    { schema: itemRouteSchema },
    async (request): Promise<WpPage> => {
      const page = deps.posts.findById('page', Number(request.params.id));
      // WordPress pages share the posts controller, and its message.
      if (!page) throw new WpHttpError(404, 'rest_post_invalid_id', messages.invalidPostId);
      return toWpPage(page, requestOrigin(request));
    },
  );
}
