// The catalogue's full-text index: which sellable products a search finds and how well, so the
// listing (catalogListing.ts) filters and orders by it instead of calling a rank function on
// every row. An inverted index: each term -> the products holding it and in which fields, the
// terms kept in MiniSearch's radix tree (SearchableMap) for its prefix and typo lookups
// (docs/decisions.md "Search index"). Which terms a text has and what a query asks for come
// from the shared rules in contracts/searchTerms.ts.
//
// The index is built at start-up in slices of a few milliseconds (build()), so requests are
// answered in between; a search that comes first finishes it at once. It then follows writes:
// TEMP triggers note every product whose name, search text, status, type or categories change
// (not its stock or price), and the next search re-indexes only those.
import { performance } from 'node:perf_hooks';
import type Database from 'better-sqlite3';
import SearchableMap from 'minisearch/SearchableMap';
import {
  allowedEdits,
  editDistance,
  indexTermsOf,
  parseQuery,
  searchWords,
  stemWord,
  SynonymTable,
  textTermsOf,
  type QueryPart,
} from '../../../contracts/searchTerms';
import { SELLABLE } from './catalogSql';

/** What a search found: each product's rank (higher first); empty when nothing matched. */
export interface SearchHits {
  ranks: ReadonlyMap<number, number>;
}

export interface ProductSearchIndex {
  /**
   * Builds the index a slice at a time, yielding to other work between slices; stops early when
   * `stopped()` says so (the server closes). Resolves when built (or stopped).
   */
  build(options?: BuildOptions): Promise<void>;
  search(text: string): SearchHits;
  /** A nearby query the catalogue does know, for "did you mean"; undefined when none helps. */
  suggest(text: string): string | undefined;
}

export interface BuildOptions {
  stopped?: () => boolean;
  /** How long a slice may run before it yields (at least one batch). */
  sliceMs?: number;
  /** Products read per query. */
  batch?: number;
}

/** Where a word was found, best highest: the rank adds these up (see rankOf). */
export const SEARCH_PLACE = { text: 1, category: 2, name: 3 } as const;
const WORD = 10_000;
const PLACE = 100;
// WordPress stops splitting a search into words past this many; so does this index.
const MAX_WORDS = 7;

interface IndexedProduct {
  id: number;
  name: string;
  categories: string;
  text: string;
}

/** Bits of a posting: the fields of the product that hold the term. */
const IN_NAME = 1;
const IN_CATEGORIES = 2;
const IN_TEXT = 4;

/** Term -> product id -> fields (bits) holding it. */
type Postings = Map<number, number>;

const CHANGE_LOG = `
  CREATE TEMP TABLE IF NOT EXISTS search_changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    -- 0: every product (a category was renamed or moved)
    product_id INTEGER NOT NULL
  );
  CREATE TEMP TRIGGER IF NOT EXISTS search_product_added AFTER INSERT ON main.products
    BEGIN INSERT INTO search_changes (product_id) VALUES (NEW.id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS search_product_removed AFTER DELETE ON main.products
    BEGIN INSERT INTO search_changes (product_id) VALUES (OLD.id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS search_product_edited
    AFTER UPDATE OF name, search_text, status, type, parent_id ON main.products
    BEGIN INSERT INTO search_changes (product_id) VALUES (NEW.id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS search_category_linked AFTER INSERT ON main.product_category_links
    BEGIN INSERT INTO search_changes (product_id) VALUES (NEW.product_id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS search_category_unlinked AFTER DELETE ON main.product_category_links
    BEGIN INSERT INTO search_changes (product_id) VALUES (OLD.product_id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS search_category_renamed
    AFTER UPDATE OF name, parent ON main.product_categories
    BEGIN INSERT INTO search_changes (product_id) VALUES (0); END;`;

// A product's category names and their parents' (a search for کیف finds backpacks by theirs).
const PRODUCTS = `
  SELECT p.id, p.name, p.search_text AS text,
    COALESCE((SELECT group_concat(c.name || ' ' || COALESCE(up.name, ''), ' ')
      FROM product_category_links l
      JOIN product_categories c ON c.id = l.category_id
      LEFT JOIN product_categories up ON up.id = c.parent
      WHERE l.product_id = p.id), '') AS categories
  FROM products p WHERE ${SELLABLE.replace(/\b(type|status)\b/g, 'p.$1')}`;

export function createProductSearchIndex(
  db: Database.Database,
  synonyms: SynonymTable = new SynonymTable(),
): ProductSearchIndex {
  db.exec(CHANGE_LOG);
  const lastChange = db.prepare<[], { seq: number | null }>(
    'SELECT MAX(seq) AS seq FROM temp.search_changes',
  );
  const changesSince = db.prepare<[number], { product_id: number }>(
    'SELECT DISTINCT product_id FROM temp.search_changes WHERE seq > ?',
  );
  const productsAfter = db.prepare<[number, number], IndexedProduct>(
    `${PRODUCTS} AND p.id > ? ORDER BY p.id LIMIT ?`,
  );
  const oneProduct = db.prepare<[number], IndexedProduct>(`${PRODUCTS} AND p.id = ?`);

  let terms = new SearchableMap<Postings>();
  let built = false;
  let seenChange = 0;
  /** Each indexed product's terms with their field bits, to take it out again. */
  const indexed = new Map<number, Map<string, number>>();
  /** The words of names and category names and how many products use them ("did you mean"). */
  const nameWords = new Map<string, number>();
  /** Category texts repeat across thousands of products: their terms are worked out once. */
  const categoryTerms = new Map<string, string[]>();

  function termsOf(product: IndexedProduct): Map<string, number> {
    const bits = new Map<string, number>();
    const mark = (list: readonly string[], bit: number) => {
      for (const term of list) bits.set(term, (bits.get(term) ?? 0) | bit);
    };
    mark(indexTermsOf(product.name), IN_NAME);
    let categories = categoryTerms.get(product.categories);
    if (categories === undefined) {
      categories = indexTermsOf(product.categories);
      categoryTerms.set(product.categories, categories);
    }
    mark(categories, IN_CATEGORIES);
    mark(textTermsOf(product.text), IN_TEXT);
    return bits;
  }

  function countNameWords(product: IndexedProduct, by: 1 | -1): void {
    for (const word of new Set(searchWords(`${product.name} ${product.categories}`))) {
      const next = (nameWords.get(word) ?? 0) + by;
      if (next > 0) nameWords.set(word, next);
      else nameWords.delete(word);
    }
  }

  function add(product: IndexedProduct): void {
    const bits = termsOf(product);
    for (const [term, fields] of bits) {
      let postings = terms.get(term);
      if (postings === undefined) {
        postings = new Map();
        terms.set(term, postings);
      }
      postings.set(product.id, fields);
    }
    indexed.set(product.id, bits);
    countNameWords(product, 1);
  }

  function remove(id: number, old: IndexedProduct | undefined): void {
    const bits = indexed.get(id);
    if (bits === undefined) return;
    for (const term of bits.keys()) {
      const postings = terms.get(term);
      postings?.delete(id);
      if (postings?.size === 0) terms.delete(term);
    }
    indexed.delete(id);
    if (old) countNameWords(old, -1);
  }

  /** What each indexed product was indexed from, for countNameWords on its removal. */
  const sources = new Map<number, IndexedProduct>();

  /** Products are read in id order from here on while the index is built; null when built. */
  let buildingAfter: number | null = 0;
  const BATCH = 100;

  function startOver(): void {
    terms = new SearchableMap<Postings>();
    indexed.clear();
    sources.clear();
    nameWords.clear();
    categoryTerms.clear();
    // Writes from here on are followed once built (a product read twice is re-indexed).
    seenChange = lastChange.get()?.seq ?? 0;
    buildingAfter = 0;
    built = false;
  }

  /** Indexes the next products in id order for up to `ms`; true when none are left. */
  function buildSlice(ms: number, size = BATCH): boolean {
    const until = performance.now() + ms;
    do {
      const batch = productsAfter.all(buildingAfter ?? 0, size);
      for (const product of batch) {
        add(product);
        sources.set(product.id, product);
      }
      if (batch.length < size) {
        buildingAfter = null;
        built = true;
        return true;
      }
      buildingAfter = batch[batch.length - 1]?.id ?? 0;
    } while (performance.now() < until);
    return false;
  }

  function rebuild(): void {
    startOver();
    buildSlice(Infinity);
  }

  async function build(options: BuildOptions = {}) {
    const stopped = () => options.stopped?.() === true || !db.open;
    while (!built && !stopped()) {
      buildSlice(options.sliceMs ?? 4, options.batch);
      if (!built) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The index as the catalogue is now: built once, then only what changed is redone. */
  function bringUpToDate(): void {
    // Asked before the start-up build is done: the rest is built now.
    if (!built) buildSlice(Infinity);
    const latest = lastChange.get()?.seq ?? 0;
    if (latest === seenChange) return;
    const ids = changesSince.all(seenChange).map((row) => row.product_id);
    if (ids.includes(0)) return rebuild();
    seenChange = latest;
    for (const id of ids) {
      remove(id, sources.get(id));
      sources.delete(id);
      const product = oneProduct.get(id);
      if (product !== undefined) {
        add(product);
        sources.set(id, product);
      }
    }
  }

  const knows = (term: string) => terms.has(term);

  function placeOf(fields: number): number {
    if (fields & IN_NAME) return SEARCH_PLACE.name;
    if (fields & IN_CATEGORIES) return SEARCH_PLACE.category;
    return SEARCH_PLACE.text;
  }

  /** Each product's best contribution from one part: its words × (word + place + exact). */
  function matchPart(part: QueryPart): Map<number, number> {
    const best = new Map<number, number>();
    const take = (postings: Postings | undefined, exact: boolean) => {
      if (postings === undefined) return;
      const bonus = exact ? 1 : 0;
      for (const [id, fields] of postings) {
        const value = part.words * (WORD + placeOf(fields) * PLACE + bonus);
        if (value > (best.get(id) ?? -1)) best.set(id, value);
      }
    };
    for (const spelling of part.exact) take(terms.get(spelling), true);
    if (part.prefix) {
      const typed = part.exact[0] ?? '';
      for (const [term, postings] of terms.atPrefix(typed)) take(postings, term === typed);
    }
    if (part.edits > 0) {
      const typed = stemWord(part.exact[0] ?? '');
      for (const [, [postings]] of terms.fuzzyGet(typed, part.edits)) take(postings, false);
      for (const swap of part.swaps) take(terms.get(swap), false);
    }
    return best;
  }

  function search(text: string): SearchHits {
    bringUpToDate();
    const { words, parts } = parseQuery(text, synonyms, knows);
    if (words.length === 0) return { ranks: new Map() };
    if (words.length > MAX_WORDS) return { ranks: searchPhrase(words) };
    // Per product, the best way to cover the typed words: each alone or two as one.
    const single: Map<number, number>[] = [];
    const paired: Map<number, number>[] = [];
    for (const part of parts) (part.words === 1 ? single : paired)[part.start] = matchPart(part);
    const rankOf = (id: number): number => {
      let twoBack = 0;
      let oneBack = 0;
      for (let at = 1; at <= words.length; at += 1) {
        let value = oneBack + (single[at - 1]?.get(id) ?? 0);
        const pair = at >= 2 ? paired[at - 2]?.get(id) : undefined;
        if (pair !== undefined) value = Math.max(value, twoBack + pair);
        twoBack = oneBack;
        oneBack = value;
      }
      return oneBack;
    };
    // Every word found beats some. A product holding every word is among those that some
    // part finds at each word, so those are ranked first; most queries end there, without
    // ranking the (often thousands of) products holding one common word only.
    const everyWord = new Map<number, number>();
    for (const id of holdingEachWord(words.length, single, paired)) {
      const rank = rankOf(id);
      if (Math.floor(rank / WORD) === words.length) everyWord.set(id, rank);
    }
    if (everyWord.size > 0) return { ranks: everyWord };
    // Without any product holding every word, the ones holding at least half the words are
    // shown rather than nothing.
    const needed = Math.ceil(words.length / 2);
    const ranks = new Map<number, number>();
    for (const found of [...single, ...paired]) {
      for (const id of found?.keys() ?? []) {
        if (ranks.has(id)) continue;
        const rank = rankOf(id);
        if (Math.floor(rank / WORD) >= needed) ranks.set(id, rank);
      }
    }
    return { ranks };
  }

  /** A query past MAX_WORDS is one phrase, as WordPress matches it: its words side by side. */
  function searchPhrase(words: string[]): Map<number, number> {
    const ranks = new Map<number, number>();
    for (const [id, fields] of terms.get(words.join('')) ?? []) {
      ranks.set(id, WORD + placeOf(fields) * PLACE);
    }
    return ranks;
  }

  function suggest(text: string): string | undefined {
    bringUpToDate();
    const words = searchWords(text).slice(0, MAX_WORDS);
    if (words.length === 0) return undefined;
    const corrected = words.map((word) => {
      if (knows(word) || knows(stemWord(word))) return word;
      if (synonyms.alternativesOf(word).some(knows)) return word;
      // One edit more than the search forgives, so the suggestion reaches what it did not.
      const reach = Math.max(1, allowedEdits(word) + 1);
      let best: { word: string; edits: number; count: number } | undefined;
      for (const [known, uses] of nameWords) {
        const edits = editDistance(word, known, reach);
        if (edits > reach) continue;
        if (!best || edits < best.edits || (edits === best.edits && uses > best.count)) {
          best = { word: known, edits, count: uses };
        }
      }
      return best?.word ?? '';
    });
    const suggestion = corrected.filter((word) => word !== '').join(' ');
    if (suggestion === '' || suggestion === words.join(' ')) return undefined;
    return search(suggestion).ranks.size > 0 ? suggestion : undefined;
  }

  return { build, search, suggest };
}

/**
 * The products some part finds at every word position (a word alone, or in a pair with the word
 * before or after it): read off the position whose parts find the fewest, checked at the others.
 */
function holdingEachWord(
  wordCount: number,
  single: readonly (Map<number, number> | undefined)[],
  paired: readonly (Map<number, number> | undefined)[],
): number[] {
  const finders = (at: number) =>
    [single[at], paired[at - 1], paired[at]].filter((found) => found !== undefined);
  const positions = Array.from({ length: wordCount }, (_, at) => finders(at));
  const size = (found: Map<number, number>[]) => found.reduce((sum, map) => sum + map.size, 0);
  const fewest = positions.reduce((best, found) => (size(found) < size(best) ? found : best));
  const seen = new Set<number>();
  const held: number[] = [];
  for (const found of fewest) {
    for (const id of found.keys()) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (positions.every((others) => others.some((map) => map.has(id)))) held.push(id);
    }
  }
  return held;
}
