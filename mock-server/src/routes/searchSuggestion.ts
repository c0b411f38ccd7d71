// GET /wp-json/persian-shop/v1/search-suggestion: "did you mean" for a search that found nothing
// (contracts/searchSuggestion.ts); the index it asks is built in wiring/storeServices.ts.
import type { FastifyInstance } from 'fastify';
import {
  SEARCH_SUGGESTION_ROUTE,
  searchSuggestionQuerySchema,
  searchSuggestionResponseSchema,
  type SearchSuggestionResponse,
} from '../../../contracts/searchSuggestion';
import { WP_ERROR_RESPONSES } from '../http/responseSchemas';
import type { NamedArguments } from '../../../contracts/schemaTypes';

export interface SearchSuggestionDeps {
  /** A nearby query that finds something, or undefined. */
  suggest(text: string): string | undefined;
}

/** The catalogue changes rarely; a minute keeps a popular typo off the server. */
const MAX_AGE_SECONDS = 60;

export function registerSearchSuggestionRoute(
  app: FastifyInstance,
  deps: SearchSuggestionDeps,
): void {
  app.get<{ Querystring: NamedArguments<typeof searchSuggestionQuerySchema> }>(
    `/wp-json/${SEARCH_SUGGESTION_ROUTE}`,
    {
      schema: {
        querystring: searchSuggestionQuerySchema,
        response: { 200: searchSuggestionResponseSchema, ...WP_ERROR_RESPONSES },
      },
    },
    async (request, reply): Promise<SearchSuggestionResponse> => {
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      const search = request.query.search;
      return { search, suggestion: deps.suggest(search) ?? null };
    },
  );
}
