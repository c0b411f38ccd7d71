// persian-shop/v1/account/*.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_ROUTES,
  addressesBodySchema,
  registerBodySchema,
  signInBodySchema,
  type AccountAddresses,
  type AccountSession,
  type RegisterRequest,
  type SignInRequest,
} from '../../../contracts/account';
import { NONCE_HEADER } from '../../../contracts/wp';
import { accountMessages } from '../domain/accounts/accountMessages';
import {
  AccountService,
  toAccountCustomer,
  type AccountServiceDeps,
} from '../domain/accounts/accountService';
import {
  endCustomerSession,
  startCustomerSession,
  type CustomerSessionDeps,
} from '../http/customerSession';
import { refused } from '../http/refusals';
import { addressesResponses, registerResponses, sessionResponses } from './schemas/account';
import { noQueryArgumentsSchema, unreadBodySchema } from './schemas/paths';

export type AccountRouteDeps = AccountServiceDeps & CustomerSessionDeps;

/**
 * CSRF: every state-changing account request must carry the REST nonce (X-WP-Nonce or
 * _wpnonce), which another site cannot read. The app-wide hook has already rejected a wrong
 * one; here a missing one is refused too (wp/v2 gets that rule globally, this namespace here).
 */
async function requireNonce(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  const header = request.headers[NONCE_HEADER.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const given = (typeof query?._wpnonce === 'string' && query._wpnonce) || fromHeader;
  if (!given) {
    throw refused({
      kind: 'forbidden',
      code: ACCOUNT_ERROR_CODES.nonceRequired,
      message: accountMessages.nonceRequired,
    });
  }
}

function signedIn(request: FastifyRequest): number {
  if (request.customerId === null) {
    throw refused({
      kind: 'unauthenticated',
      code: ACCOUNT_ERROR_CODES.notSignedIn,
      message: accountMessages.notSignedIn,
    });
  }
  return request.customerId;
}

function noStore(reply: FastifyReply): void {
  // Account answers are personal: never from a shared cache, never from the back button.
  reply.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private');
}

/** persian-shop/v1/account/*: register, sign-in, sign-out, me, addresses. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const service = new AccountService(deps);
  const url = (route: string) => `/wp-json/${route}`;

  app.post<{ Body: RegisterRequest }>(
    url(ACCOUNT_ROUTES.register),
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: registerBodySchema,
        response: registerResponses,
      },
      preHandler: requireNonce,
    },
    async (request, reply): Promise<AccountSession> => {
      noStore(reply);
      const result = await service.register(request.body, request.ip);
      if (!result.ok) throw refused(result.failure);
      startCustomerSession(request, reply, result.value.id, deps);
      reply.code(201);
      return { customer: toAccountCustomer(result.value) };
    },
  );

  app.post<{ Body: SignInRequest }>(
    url(ACCOUNT_ROUTES.signIn),
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: signInBodySchema,
        response: sessionResponses,
      },
      preHandler: requireNonce,
    },
    async (request, reply): Promise<AccountSession> => {
      noStore(reply);
      const result = await service.signIn(request.body, request.ip);
      if (!result.ok) throw refused(result.failure);
      startCustomerSession(request, reply, result.value.id, deps, result.value.role);
      return { customer: toAccountCustomer(result.value) };
    },
  );

  app.post(
    url(ACCOUNT_ROUTES.signOut),
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: unreadBodySchema,
        response: sessionResponses,
      },
      preHandler: requireNonce,
    },
    async (request, reply): Promise<AccountSession> => {
      noStore(reply);
      endCustomerSession(request, reply, deps);
      return { customer: null };
    },
  );

  // A guest is an answer here, not an error: the app asks on every start.
  app.get(
    url(ACCOUNT_ROUTES.me),
    { schema: { querystring: noQueryArgumentsSchema, response: sessionResponses } },
    async (request, reply): Promise<AccountSession> => {
      noStore(reply);
      const id = request.customerId;
      return { customer: id === null ? null : service.customer(id) };
    },
  );

  app.get(
    url(ACCOUNT_ROUTES.addresses),
    { schema: { querystring: noQueryArgumentsSchema, response: addressesResponses } },
    async (request, reply): Promise<AccountAddresses> => {
      noStore(reply);
      return service.addresses(signedIn(request));
    },
  );

  app.put<{ Body: AccountAddresses }>(
    url(ACCOUNT_ROUTES.addresses),
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: addressesBodySchema,
        response: addressesResponses,
      },
      preHandler: requireNonce,
    },
    async (request, reply): Promise<AccountAddresses> => {
      noStore(reply);
      const result = service.saveAddresses(signedIn(request), request.body);
      if (!result.ok) throw refused(result.failure);
      return result.value;
    },
  );
}
