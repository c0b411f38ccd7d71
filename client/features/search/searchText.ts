// The shopper's words as the search compares them (the rules are in contracts/searchText.ts,
// the same as the server's). The client uses them to send one spelling of a query, to tell
// whether two typed texts are the same query. Marking matched letters is in highlight.ts, which
// only the dropdown and results (not the start-up chunk) load.
import { normaliseForSearch } from '../../../contracts/searchText';

export { normaliseForSearch };

/** Fewer characters than this (after normalising) ask the server nothing. */
export const MIN_QUERY_LENGTH = 2;

/** The query to send, or '' when it is too short to search. */
export function searchQueryOf(text: string): string {
  const query = normaliseForSearch(text);
  return query.length >= MIN_QUERY_LENGTH ? query : '';
}
