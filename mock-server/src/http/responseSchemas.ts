// Building blocks of the routes' response schemas (Fastify serialises each answer with the
// compiled serialiser of its status's schema, and drops any property a schema does not name).
import { wpErrorSchema } from '../../../contracts/wp';

/** Every failure leaves through the error handler in WordPress's shape, whatever the route. */
export const WP_ERROR_RESPONSES = { '4xx': wpErrorSchema, '5xx': wpErrorSchema } as const;

/**
 * An object whose keys the route passes through as the domain built them (a product, a cart):
 * serialised key by key in their own order, none dropped.
 */
export const openObjectSchema = { type: 'object', additionalProperties: true } as const;

/** An HTML page, a stylesheet or a text answer: sent as the string it is. */
export const textSchema = { type: 'string' } as const;

/**
 * A status a route answers with its own text page (the test bank's "gone" page, admin-ajax's
 * "0") while a thrown error answers the same status in WordPress's shape.
 */
export const textOrWpErrorSchema = { anyOf: [textSchema, wpErrorSchema] } as const;

/** A redirect: the Location header says it all, the body is empty. */
export const redirectSchema = { type: 'null', description: 'redirect: no body' } as const;

/** A binary answer (an image): its schema only says it is not JSON. */
export const binarySchema = { type: 'string', contentMediaType: 'image/*' } as const;

/** Response schemas for a route that answers `ok` on success and WordPress errors otherwise. */
export function jsonResponses<Ok extends object>(ok: Ok) {
  return { 200: ok, ...WP_ERROR_RESPONSES } as const;
}
