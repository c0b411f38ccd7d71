// The shop's "did you mean" route (persian-shop/v1/search-suggestion), through api-fetch.
import {
  SEARCH_SUGGESTION_ROUTE,
  type SearchSuggestionResponse,
} from '../../contracts/searchSuggestion';
import { wpFetch } from './wp';

/** A nearby query that finds something, or null. */
export async function getSearchSuggestion(search: string): Promise<string | null> {
  const response = await wpFetch<SearchSuggestionResponse | undefined>({
    path: `/${SEARCH_SUGGESTION_ROUTE}?search=${encodeURIComponent(search)}`,
  });
  return response?.suggestion ?? null;
}
