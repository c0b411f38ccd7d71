// DELETE of one wp/v2 item (posts, media) as WordPress's REST controllers answer it: 404 for an
// unknown id, the delete_post capability on the item, no trash (only force=true deletes), then
// the item as it was under `previous`.
import type { FastifyInstance } from 'fastify';
import type { WpDeleted } from '../../../contracts/wp';
import type { OwnedObject } from '../domain/accounts/capabilities';
import type { DomainError } from '../domain/domainError';
import { requireCapabilityOn } from '../http/capability';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import {
  ID_PATTERN,
  forceQuerySchema,
  parseForce,
  trashNotSupported,
  type ForceQuery,
  type IdParams,
} from './params';
import { wpIdParamsSchema } from './schemas/wordpress';

// WordPress's permission error: 401 for a visitor, 403 for a signed-in user without the capability.
const CANNOT_DELETE = { code: 'rest_cannot_delete', message: messages.cannotDelete };

export interface DeleteRouteOptions<Item, View> {
  /** The collection's path; the item's is `{collection}/{id}`. */
  collection: string;
  /** The route's response schemas: the deleted view under `previous`. */
  responses: object;
  find: (id: number) => Item | undefined;
  /** What the capability check reads of the item: its author and status. */
  owner: (item: Item) => OwnedObject;
  remove: (id: number) => unknown;
  toView: (item: Item, origin: string) => View;
  invalidId: () => DomainError;
}

export function registerDeleteRoute<Item, View>(
  app: FastifyInstance,
  options: DeleteRouteOptions<Item, View>,
): void {
  app.delete<{ Params: IdParams; Querystring: ForceQuery }>(
    `${options.collection}/:id${ID_PATTERN}`,
    {
      schema: {
        params: wpIdParamsSchema,
        querystring: forceQuerySchema,
        response: options.responses,
      },
      config: { unauthorized: CANNOT_DELETE },
    },
    async (request): Promise<WpDeleted<View>> => {
      const id = Number(request.params.id);
      const force = parseForce(request.query.force);
      const item = options.find(id);
      if (item === undefined) throw options.invalidId();
      requireCapabilityOn(request, 'delete_post', options.owner(item), CANNOT_DELETE);
      if (!force) throw trashNotSupported();
      const origin = requestOrigin(request);
      await options.remove(id);
      return { deleted: true, previous: options.toView(item, origin) };
    },
  );
}
