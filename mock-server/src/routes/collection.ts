// GET wp/v2/posts and wp/v2/pages.
import type { FastifyInstance } from 'fastify';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import { MAX_PER_PAGE } from '../../../contracts/wp';
import { pageWindow } from '../domain/pagination';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import { sendCollectionHeaders } from '../http/pagination';
import { refused } from '../http/refusals';
import type { PostRecord, PostType, PostsRepository } from '../storage/postsRepository';

export const collectionQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 10 },
    search: { type: 'string' },
    // WordPress takes slug[]=a&slug[]=b, slug=a&slug=b or slug=a,b.
    slug: { type: 'array', items: { type: 'string' } },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    orderby: { type: 'string', enum: ['date', 'id', 'title', 'slug', 'modified'], default: 'date' },
  },
} as const;

/** What the handler reads: the defaulted arguments always there (Fastify fills them in). */
export type CollectionQuerystring = NamedArguments<typeof collectionQuerySchema>;

function slugList(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const slugs = values
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim())
    .filter(Boolean);
  return slugs.length > 0 ? slugs : undefined;
}

/** GET wp/v2/posts and wp/v2/pages: same query, same headers, different item shape. */
export function registerCollectionRoute<View>(
  app: FastifyInstance,
  options: {
    path: string;
    type: PostType;
    posts: PostsRepository;
    toView: (record: PostRecord, origin: string) => View;
    /** The list's response schemas (posts or pages). */
    responses: object;
  },
): void {
  app.get<{ Querystring: CollectionQuerystring }>(
    options.path,
    { schema: { querystring: collectionQuerySchema, response: options.responses } },
    async (request, reply) => {
      const query = request.query;
      const { items, total } = options.posts.list({
        type: options.type,
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
        search: query.search,
        slugs: slugList(query.slug),
        orderBy: query.orderby,
        order: query.order,
      });
      const window = pageWindow(total, query.page, query.per_page);
      if (window.beyondLastPage) {
        throw refused({
          kind: 'invalid',
          code: 'rest_post_invalid_page_number',
          message: messages.invalidPageNumber,
        });
      }
      sendCollectionHeaders(request, reply, options.path, window);
      const origin = requestOrigin(request);
      return items.map((item) => options.toView(item, origin));
    },
  );
}
