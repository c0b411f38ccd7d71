// The shop's "did you mean" for a search that found nothing (not a WordPress route):
// GET {apiRoot}persian-shop/v1/search-suggestion?search=… answers a nearby query the catalogue
// knows, or null. The storefront in front of a WordPress answers it from its own vocabulary.
import type { FromSchema } from 'json-schema-to-ts';
import { SHOP_NAMESPACE } from './announcement';

export const SEARCH_SUGGESTION_ROUTE = `${SHOP_NAMESPACE}/search-suggestion`;

export type SearchSuggestionResponse = FromSchema<typeof searchSuggestionResponseSchema>;

/** The longest search the route considers (a shopper's query, not a document). */
export const MAX_SUGGESTION_SEARCH_LENGTH = 200;

export const searchSuggestionQuerySchema = {
  type: 'object',
  required: ['search'],
  properties: {
    search: { type: 'string', minLength: 1, maxLength: MAX_SUGGESTION_SEARCH_LENGTH },
  },
} as const;

export const searchSuggestionResponseSchema = {
  type: 'object',
  required: ['search', 'suggestion'],
  additionalProperties: false,
  properties: {
    /** The search as asked. */
    search: { type: 'string' },
    /** A query that finds something, or null when none is near. */
    suggestion: { type: ['string', 'null'] },
  },
} as const;
