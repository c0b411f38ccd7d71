// wp/v2/users/me: the signed-in user as WordPress shows them. Only `me`: the shop lists no users.
import type { FastifyInstance } from 'fastify';
import { USER_CONTEXTS, type WpUser, type WpUserEdit } from '../../../contracts/wp';
import { toWpUser } from '../domain/userView';
import { restUser } from '../http/capability';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import type { AccountsRepository } from '../storage/accountsRepository';
import { currentUserRouteSchema } from './schemas/wordpress';
import type { NamedArguments } from '../../../contracts/schemaTypes';

export const CURRENT_USER_PATH = '/wp-json/wp/v2/users/me';

export const userContextQuerySchema = {
  type: 'object',
  properties: { context: { type: 'string', enum: USER_CONTEXTS, default: 'view' } },
} as const;

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { accounts: Pick<AccountsRepository, 'findCustomerById'> },
): void {
  app.get<{ Querystring: NamedArguments<typeof userContextQuerySchema> }>(
    CURRENT_USER_PATH,
    { schema: { querystring: userContextQuerySchema, ...currentUserRouteSchema } },
    async (request, reply): Promise<WpUser | WpUserEdit> => {
      const user = restUser(request);
      const record = user === null ? undefined : deps.accounts.findCustomerById(user.id);
      if (record === undefined) {
        throw refused({
          kind: 'unauthenticated',
          code: 'rest_not_logged_in',
          message: messages.notLoggedIn,
        });
      }
      reply.header('cache-control', 'no-store');
      // Everyone may edit their own profile, so context=edit needs nothing more (as WordPress).
      return toWpUser(record, request.query.context, requestOrigin(request));
    },
  );
}
