// The shopper's words as the search compares them (the rules are in contracts/searchText.ts,
// the same as the server's). The client uses them to send one spelling of a query, to tell
// whether two typed texts are the same query, and to find the matched words in a product name
// for highlighting.
import { normaliseForSearch, normaliseSearchChar } from '../../../contracts/searchText';

export { normaliseForSearch };

/** Fewer characters than this (after normalising) ask the server nothing. */
export const MIN_QUERY_LENGTH = 2;

/** The query to send, or '' when it is too short to search. */
export function searchQueryOf(text: string): string {
  const query = normaliseForSearch(text);
  return query.length >= MIN_QUERY_LENGTH ? query : '';
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` (as shown) into parts that match a word of `query` and parts that do not, so a
 * name typed in Persian is highlighted for a query typed with Arabic letters or Latin digits.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = normaliseForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  // Normalise character by character, remembering where each normalised character came from.
  const chars = Array.from(text);
  let flat = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    for (const piece of normaliseSearchChar(char)) {
      flat += /\s/.test(piece) ? ' ' : piece;
      origin.push(index);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    let from = flat.indexOf(word);
    while (from >= 0) {
      for (let at = from; at < from + word.length; at += 1) {
        const index = origin[at];
        if (index !== undefined) marked[index] = true;
      }
      from = flat.indexOf(word, from + word.length);
    }
  }
  // Characters that vanish in normalising (harakat) follow the letter they sit on.
  chars.forEach((char, index) => {
    if (normaliseSearchChar(char) === '' && index > 0 && marked[index - 1]) marked[index] = true;
  });
  const parts: TextPart[] = [];
  chars.forEach((char, index) => {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
