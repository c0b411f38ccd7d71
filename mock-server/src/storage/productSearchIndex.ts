// The catalogue's full-text index: which sellable products a search finds and how well, so the
// listing (catalogListing.ts) filters and orders by it instead of calling a rank function on
// every row. MiniSearch holds the terms (docs/decisions.md "Search index"); which terms a text
// has and what a query asks for come from the shared rules in contracts/searchTerms.ts.
//
// The index is built on the first search and then follows writes: TEMP triggers note every
// product whose name, search text, status, type or categories change (not its stock or price),
// and the next search re-indexes only those.
import type Database from 'better-sqlite3';
import MiniSearch, { type Query } from 'minisearch';
import {
  allowedEdits,
  editDistance,
  indexTermsOf,
  parseQuery,
  searchWords,
  stemWord,
  SynonymTable,
  type QueryPart,
} from '../../../contracts/searchTerms';
import { SELLABLE } from './catalogSql';

/** What a search found: each product's rank (higher first); empty when nothing matched. */
export interface SearchHits {
  ranks: ReadonlyMap<number, number>;
}

export interface ProductSearchIndex {
  search(text: string): SearchHits;
  /** A nearby query the catalogue does know, for "did you mean"; undefined when none helps. */
  suggest(text: string): string | undefined;
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

const FIELDS = ['name', 'categories', 'text'] as const;
type Field = (typeof FIELDS)[number];

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

function newMiniSearch(): MiniSearch<IndexedProduct> {
  return new MiniSearch<IndexedProduct>({
    fields: [...FIELDS],
    idField: 'id',
    tokenize: (text) => indexTermsOf(text),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
}

/** The MiniSearch queries for one part: its exact spellings, its swaps and its typos. */
function queriesOf(part: QueryPart): Query {
  const queries: Query[] = part.exact.map((spelling) => ({
    queries: [spelling],
    prefix: part.prefix,
  }));
  if (part.edits > 0) {
    const typed = stemWord(part.exact[0] ?? '');
    queries.push({ queries: [typed], fuzzy: part.edits });
    for (const swap of part.swaps) {
      queries.push({ queries: [swap], fuzzy: part.edits - 1 });
    }
  }
  return { combineWith: 'OR', queries };
}

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
  const allProducts = db.prepare<[], IndexedProduct>(PRODUCTS);
  const oneProduct = db.prepare<[number], IndexedProduct>(`${PRODUCTS} AND p.id = ?`);

  let mini: MiniSearch<IndexedProduct> | undefined;
  let seenChange = 0;
  /** How many products hold each term (any field): the vocabulary typos are checked against. */
  const termCounts = new Map<string, number>();
  /** The words of names and category names, for "did you mean". */
  const nameWords = new Map<string, number>();
  const indexed = new Map<number, IndexedProduct>();

  function count(product: IndexedProduct, by: 1 | -1): void {
    const terms = new Set(FIELDS.flatMap((field) => indexTermsOf(product[field])));
    for (const term of terms) {
      const next = (termCounts.get(term) ?? 0) + by;
      if (next > 0) termCounts.set(term, next);
      else termCounts.delete(term);
    }
    for (const word of new Set(searchWords(`${product.name} ${product.categories}`))) {
      const next = (nameWords.get(word) ?? 0) + by;
      if (next > 0) nameWords.set(word, next);
      else nameWords.delete(word);
    }
  }

  function add(index: MiniSearch<IndexedProduct>, product: IndexedProduct): void {
    index.add(product);
    indexed.set(product.id, product);
    count(product, 1);
  }

  function remove(index: MiniSearch<IndexedProduct>, id: number): void {
    const old = indexed.get(id);
    if (old === undefined) return;
    index.discard(id);
    indexed.delete(id);
    count(old, -1);
  }

  function rebuild(): MiniSearch<IndexedProduct> {
    const index = newMiniSearch();
    termCounts.clear();
    nameWords.clear();
    indexed.clear();
    seenChange = lastChange.get()?.seq ?? 0;
    for (const product of allProducts.all()) add(index, product);
    return index;
  }

  /** The index as the catalogue is now: built once, then only what changed is redone. */
  function current(): MiniSearch<IndexedProduct> {
    if (mini === undefined) return (mini = rebuild());
    const latest = lastChange.get()?.seq ?? 0;
    if (latest === seenChange) return mini;
    const ids = changesSince.all(seenChange).map((row) => row.product_id);
    if (ids.includes(0)) return (mini = rebuild());
    seenChange = latest;
    for (const id of ids) {
      remove(mini, id);
      const product = oneProduct.get(id);
      if (product !== undefined) add(mini, product);
    }
    return mini;
  }

  function placeOf(fields: readonly string[]): number {
    if (fields.includes('name')) return SEARCH_PLACE.name;
    if (fields.includes('categories')) return SEARCH_PLACE.category;
    return SEARCH_PLACE.text;
  }

  /** Each product's best contribution from one part: its words × (word + place + exact). */
  function matchPart(index: MiniSearch<IndexedProduct>, part: QueryPart): Map<number, number> {
    const exact = new Set(part.exact);
    const found = new Map<number, number>();
    for (const result of index.search(queriesOf(part))) {
      let best = 0;
      for (const [term, fields] of Object.entries(result.match)) {
        const value = placeOf(fields as Field[]) * PLACE + (exact.has(term) ? 1 : 0);
        best = Math.max(best, value);
      }
      found.set(result.id as number, part.words * (WORD + best));
    }
    return found;
  }

  function search(text: string): SearchHits {
    const index = current();
    const { words, parts } = parseQuery(text, synonyms, (term) => termCounts.has(term));
    if (words.length === 0 || words.length > MAX_WORDS) {
      return { ranks: words.length === 0 ? new Map() : searchPhrase(index, words) };
    }
    // Per product, the best way to cover the typed words: each alone or two as one.
    const single: Map<number, number>[] = [];
    const paired: Map<number, number>[] = [];
    const candidates = new Set<number>();
    for (const part of parts) {
      const found = matchPart(index, part);
      (part.words === 1 ? single : paired)[part.start] = found;
      for (const id of found.keys()) candidates.add(id);
    }
    const ranks = new Map<number, number>();
    let mostWords = 0;
    for (const id of candidates) {
      const best = [0];
      for (let at = 1; at <= words.length; at += 1) {
        let value = (best[at - 1] ?? 0) + (single[at - 1]?.get(id) ?? 0);
        if (at >= 2) {
          const pair = paired[at - 2]?.get(id);
          if (pair !== undefined) value = Math.max(value, (best[at - 2] ?? 0) + pair);
        }
        best.push(value);
      }
      const rank = best[words.length] ?? 0;
      ranks.set(id, rank);
      mostWords = Math.max(mostWords, Math.floor(rank / WORD));
    }
    // Every word found beats some; without any product holding every word, the ones holding
    // most, down to half the words, are shown rather than nothing.
    const needed = mostWords === words.length ? words.length : Math.ceil(words.length / 2);
    for (const [id, rank] of ranks) if (Math.floor(rank / WORD) < needed) ranks.delete(id);
    return { ranks };
  }

  /** A query past MAX_WORDS is one phrase, as WordPress matches it: its words side by side. */
  function searchPhrase(index: MiniSearch<IndexedProduct>, words: string[]): Map<number, number> {
    const phrase = words.join('');
    const hits = index.search(phrase);
    return new Map(
      hits.map((hit) => [hit.id as number, WORD + placeOf(Object.values(hit.match).flat())]),
    );
  }

  function suggest(text: string): string | undefined {
    current();
    const words = searchWords(text).slice(0, MAX_WORDS);
    if (words.length === 0) return undefined;
    const corrected = words.map((word) => {
      if (termCounts.has(word) || termCounts.has(stemWord(word))) return word;
      if (synonyms.alternativesOf(word).some((other) => termCounts.has(other))) return word;
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

  return { search, suggest };
}
