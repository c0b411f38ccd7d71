// wp/v2/posts: read, create, update and delete posts as WordPress's REST API does, with its
// capability checks.
import type { FastifyInstance } from 'fastify';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import type { WpPost } from '../../../contracts/wp';
import { wpDateTime } from '../domain/siteTime';
import { toWpPost } from '../domain/postView';
import { requireCapabilityOn } from '../http/capability';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import type { DomainError } from '../domain/domainError';
import { refused } from '../http/refusals';
import type { PostChanges, PostsRepository } from '../storage/postsRepository';
import { registerCollectionRoute } from './collection';
import { registerDeleteRoute } from './deleteRoute';
import { postDeletedResponses, postListResponses, postRouteSchema } from './schemas/wordpress';
import { ID_PATTERN, type IdParams } from './params';

const COLLECTION = '/wp-json/wp/v2/posts';

export interface PostRoutesDeps {
  posts: PostsRepository;
  clock: () => Date;
}

/** WordPress takes a field either as a plain string or as {raw}. */
const textField = {
  anyOf: [
    { type: 'string' },
    { type: 'object', properties: { raw: { type: 'string' } }, required: ['raw'] },
  ],
} as const;

const updateBodySchema = {
  type: 'object',
  properties: { title: textField, excerpt: textField, content: textField },
} as const;

type PostUpdateBody = NamedArguments<typeof updateBodySchema>;
type TextField = PostUpdateBody['title'];

function text(field: TextField | undefined): string | undefined {
  if (field === undefined) return undefined;
  return typeof field === 'string' ? field : field.raw;
}

// WordPress's permission errors: 401 for a visitor, 403 for a signed-in user without the
// capability (the nonce check answers a missing nonce with the same code first).
const CANNOT_EDIT = { code: 'rest_cannot_edit', message: messages.cannotEdit };

function invalidId(): DomainError {
  return refused({
    kind: 'notFound',
    code: 'rest_post_invalid_id',
    message: messages.invalidPostId,
  });
}

export function registerPostRoutes(app: FastifyInstance, deps: PostRoutesDeps): void {
  const { posts, clock } = deps;
  registerCollectionRoute(app, {
    path: COLLECTION,
    type: 'post',
    posts,
    toView: toWpPost,
    responses: postListResponses,
  });

  app.get<{ Params: IdParams }>(
    `${COLLECTION}/:id${ID_PATTERN}`,
    { schema: postRouteSchema },
    async (request): Promise<WpPost> => {
      const post = posts.findById('post', Number(request.params.id));
      if (!post) throw invalidId();
      return toWpPost(post, requestOrigin(request));
    },
  );

  app.route<{ Params: IdParams; Body: PostUpdateBody | undefined }>({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${COLLECTION}/:id${ID_PATTERN}`,
    schema: { ...postRouteSchema, body: updateBodySchema },
    config: { unauthorized: CANNOT_EDIT },
    // An update without a body changes nothing, which WordPress accepts.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request): Promise<WpPost> => {
      const id = Number(request.params.id);
      const post = posts.findById('post', id);
      if (!post) throw invalidId();
      // Every post here is published: edit_published_posts, plus edit_others_posts if not theirs.
      requireCapabilityOn(
        request,
        'edit_post',
        { author: post.author, status: 'publish' },
        CANNOT_EDIT,
      );
      const body = request.body ?? {};
      const changes: PostChanges = {
        title: text(body.title),
        excerpt: text(body.excerpt),
        content: text(body.content),
      };
      const updated = posts.update('post', id, changes, wpDateTime(clock()));
      if (!updated) throw invalidId();
      return toWpPost(updated, requestOrigin(request));
    },
  });

  registerDeleteRoute(app, {
    collection: COLLECTION,
    responses: postDeletedResponses,
    find: (id) => posts.findById('post', id),
    // Every post here is published.
    owner: (post) => ({ author: post.author, status: 'publish' }),
    remove: (id) => posts.remove('post', id),
    toView: toWpPost,
    invalidId,
  });
}
