// wp/v2/pages: the site's pages, with the contact forms' CF7 markup written into their content.
import type { FastifyInstance } from 'fastify';
import type { WpPage } from '../../../contracts/wp';
import type { PageFormsMarkup } from '../domain/forms/pageForms';
import { toWpPage } from '../domain/postView';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import type { PostRecord, PostsRepository } from '../storage/postsRepository';
import { registerCollectionRoute } from './collection';
import { ID_PATTERN, type IdParams } from './params';
import { pageListResponses, pageRouteSchema } from './schemas/wordpress';

const COLLECTION = '/wp-json/wp/v2/pages';

export interface PageRoutesDeps {
  posts: PostsRepository;
  /** The contact forms a page holds, as CF7 writes them into its content (none when absent). */
  formsMarkup?: PageFormsMarkup;
}

export function registerPageRoutes(app: FastifyInstance, deps: PageRoutesDeps): void {
  const { formsMarkup } = deps;
  // The page's own text, then its forms, as a WordPress page with a CF7 block renders.
  const toView = (record: PostRecord, origin: string): WpPage => {
    const page = toWpPage(record, origin);
    const forms = formsMarkup?.({ id: record.id, slug: record.slug }, { origin }) ?? '';
    if (forms === '') return page;
    return {
      ...page,
      content: { ...page.content, rendered: `${page.content.rendered}\n${forms}` },
    };
  };
  registerCollectionRoute(app, {
    path: COLLECTION,
    type: 'page',
    posts: deps.posts,
    toView,
    responses: pageListResponses,
  });

  app.get<{ Params: IdParams }>(
    `${COLLECTION}/:id${ID_PATTERN}`,
    { schema: pageRouteSchema },
    async (request): Promise<WpPage> => {
      const page = deps.posts.findById('page', Number(request.params.id));
      // WordPress pages share the posts controller, and its message.
      if (!page) {
        throw refused({
          kind: 'notFound',
          code: 'rest_post_invalid_id',
          message: messages.invalidPostId,
        });
      }
      return toView(page, requestOrigin(request));
    },
  );
}
