// Which products a search finds and in what order, as one pure module: the server filters and
// ranks the Store API's `search` with it (mock-server/src/storage/catalogListing.ts) and the
// search box marks the matched letters of a name with it, so the two never disagree.
//
// Shoppers type "تیشرت", "تی شرت" and "تی‌شرت" for the same thing, so words are compared with
// their spaces and joiners taken out (compact form). A few colloquial spellings stand for the
// catalogue's own word (SEARCH_SYNONYMS). A product's rank is where each word was found: at the
// start of a word of its name, elsewhere in its name, in its category names, or only in the rest
// of its text (descriptions, SKU, attribute terms).
import { normaliseForSearch, normaliseSearchChar } from './searchText';

// WordPress stops splitting a search into words past this many and matches the phrase instead.
const MAX_SEARCH_WORDS = 7;

/** Text as search compares it, without spaces: "تی‌شرت" and "تی شرت" become "تیشرت". */
export function compactForSearch(text: string): string {
  return normaliseForSearch(text).replace(/ /g, '');
}

/**
 * What shoppers type -> the catalogue's spelling of it. Only spellings a shopper of this shop
 * types for something it sells; a word and its synonym both count, the typed one first.
 */
const SYNONYM_SOURCE: readonly (readonly [typed: string, catalogue: string])[] = [
  ['کتونی', 'کتانی'], // sneakers, as spoken
  ['پیرهن', 'پیراهن'], // shirt, as spoken
  ['سوئیشرت', 'سویشرت'], // sweatshirt, the spelling with hamza
  ['سوییشرت', 'سویشرت'], // sweatshirt, with two yeh
  ['سندل', 'صندل'], // sandal, the common misspelling
  ['بلندگو', 'اسپیکر'], // speaker: the Persian word; the catalogue says اسپیکر
  ['هندزفری', 'توگوشی'], // earphones: what Iranians call in-ear headphones
  ['موبایل', 'گوشی'], // mobile phone: the catalogue says گوشی (قاب گوشی)
];

export const SEARCH_SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [typed, catalogue] of SYNONYM_SOURCE) {
    const key = compactForSearch(typed);
    map.set(key, [...(map.get(key) ?? []), compactForSearch(catalogue)]);
  }
  return map;
})();

/** A word and the spellings that count for it: itself first, then its synonyms. */
function spellingsOf(word: string): string[] {
  return [word, ...(SEARCH_SYNONYMS.get(word) ?? [])];
}

export interface ProductSearch {
  /** Every word must be found (as WordPress's search): each as its accepted spellings. */
  words: readonly (readonly string[])[];
  /** The whole query as one compact word, so "تی شرت" also finds what "تیشرت" finds. */
  phrase: readonly string[];
}

/** The search a shopper's text asks for, or undefined when there is nothing to look for. */
export function parseProductSearch(text: string | undefined): ProductSearch | undefined {
  const normalised = normaliseForSearch(text ?? '');
  if (normalised === '') return undefined;
  const split = normalised.split(' ');
  const words = split.length > MAX_SEARCH_WORDS ? [normalised] : split;
  const phrase = compactForSearch(normalised);
  return {
    words: words.map((word) => spellingsOf(word.replace(/ /g, ''))),
    phrase: spellingsOf(phrase),
  };
}

/** Where a match was found, best last: the rank adds these up over the query's words. */
export const MATCH_PLACE = {
  /** Only in descriptions, SKU or attribute terms. */
  elsewhere: 0,
  category: 1,
  title: 2,
  titleWordStart: 3,
} as const;

/** A product's texts, prepared once (prepareSearchFields) and matched against many searches. */
export interface SearchFields {
  title: string;
  /** Where each word of the title starts in `title`. */
  titleWordStarts: ReadonlySet<number>;
  categories: string;
  /** Everything the search matches, title and categories included. */
  everything: string;
}

export function prepareSearchFields(
  title: string,
  categories: string,
  everything: string,
): SearchFields {
  const starts = new Set<number>();
  let compact = '';
  for (const word of normaliseForSearch(title).split(' ')) {
    starts.add(compact.length);
    compact += word;
  }
  return {
    title: compact,
    titleWordStarts: starts,
    categories: compactForSearch(categories),
    everything: compactForSearch(`${title} ${categories} ${everything}`),
  };
}

function startsAWord(fields: SearchFields, spelling: string): boolean {
  if (spelling === '') return false;
  let at = fields.title.indexOf(spelling);
  while (at >= 0) {
    if (fields.titleWordStarts.has(at)) return true;
    at = fields.title.indexOf(spelling, at + 1);
  }
  return false;
}

/** The best place any of the spellings is found, or -1 when none is. */
function placeOf(spellings: readonly string[], fields: SearchFields): number {
  const found = spellings.filter((spelling) => fields.everything.includes(spelling));
  if (found.length === 0) return -1;
  if (found.some((spelling) => startsAWord(fields, spelling))) return MATCH_PLACE.titleWordStart;
  if (found.some((spelling) => fields.title.includes(spelling))) return MATCH_PLACE.title;
  if (found.some((spelling) => fields.categories.includes(spelling))) return MATCH_PLACE.category;
  return MATCH_PLACE.elsewhere;
}

/**
 * The product's rank for the search (higher first), or -1 when it does not match: the places
 * of its words added up, or of the whole query taken as one word when that is found better.
 */
export function rankProduct(search: ProductSearch, fields: SearchFields): number {
  let byWords = 0;
  for (const spellings of search.words) {
    const place = placeOf(spellings, fields);
    if (place < 0) {
      byWords = -1;
      break;
    }
    byWords += place;
  }
  if (search.words.length < 2) return byWords;
  const phrase = placeOf(search.phrase, fields);
  return Math.max(byWords, phrase < 0 ? -1 : phrase * search.words.length);
}

/**
 * Which characters of `text` (as shown, by code point) a search matched: each word's spellings
 * and the whole query's, found with spaces, joiners and diacritics set aside.
 */
export function markMatches(text: string, search: ProductSearch | undefined): boolean[] {
  const chars = Array.from(text);
  const marked = new Array<boolean>(chars.length).fill(false);
  if (search === undefined) return marked;
  // Compact the text character by character, remembering where each compact letter came from.
  let compact = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    for (const piece of normaliseSearchChar(char)) {
      if (/\s/.test(piece)) continue;
      compact += piece;
      origin.push(index);
    }
  });
  const spellings = [...search.words.flat(), ...(search.words.length > 1 ? search.phrase : [])];
  for (const spelling of spellings) {
    if (spelling === '') continue;
    let from = compact.indexOf(spelling);
    while (from >= 0) {
      const first = origin[from] ?? 0;
      const last = origin[from + spelling.length - 1] ?? first;
      // Joiners and spaces inside a match ("تی‌شرت" for "تیشرت") are marked with it.
      for (let index = first; index <= last; index += 1) marked[index] = true;
      from = compact.indexOf(spelling, from + spelling.length);
    }
  }
  // Characters that vanish in normalising (harakat) follow the letter they sit on.
  chars.forEach((char, index) => {
    if (normaliseSearchChar(char) === '' && index > 0 && marked[index - 1]) marked[index] = true;
  });
  return marked;
}
