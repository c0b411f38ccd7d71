// In front of a WordPress: WooCommerce's product search matches the text as typed, so the
// storefront rewrites a Store API search into words the catalogue has before forwarding it, by
// the shop's own rules (contracts/searchTerms.ts): endings off, joined words split as the names
// write them, synonyms, and a typo forgiven against a vocabulary of product and category names
// read from the Store API and refreshed on a timer. What still differs: docs/decisions.md.
import type { FastifyInstance } from 'fastify';
import {
  allowedEdits,
  editDistance,
  searchWords,
  stemWord,
  SynonymTable,
} from '../../../contracts/searchTerms';

/** Compact spelling -> how the catalogue writes it (two words for a pair, "تی شرت"). */
export type SearchVocabulary = ReadonlyMap<string, string>;

const PRODUCT_SEARCH = /^\/wp-json\/wc\/store(?:\/v1)?\/products\/?(?:\?|$)/;
const PAGE_SIZE = 100;
/** 100 pages of 100: a catalogue of 10,000 products. */
const MAX_PAGES = 100;
const REFRESH_MS = 15 * 60 * 1000;

/** The vocabulary of some names: each word and its stem, and each pair written as one. */
export function vocabularyOf(names: readonly string[]): Map<string, string> {
  const vocabulary = new Map<string, string>();
  for (const name of names) {
    const words = searchWords(name);
    words.forEach((word, index) => {
      vocabulary.set(word, word);
      if (!vocabulary.has(stemWord(word))) vocabulary.set(stemWord(word), word);
      const next = words[index + 1];
      if (next !== undefined && !vocabulary.has(word + next)) {
        vocabulary.set(word + next, `${word} ${next}`);
      }
    });
  }
  return vocabulary;
}

/** The query as the catalogue spells it; words it cannot place are kept as typed. */
export function correctSearch(
  text: string,
  vocabulary: SearchVocabulary,
  synonyms: SynonymTable,
): string {
  return searchWords(text)
    .map((word) => {
      const known = vocabulary.get(word) ?? vocabulary.get(stemWord(word));
      if (known !== undefined) return known;
      for (const other of synonyms.alternativesOf(word)) {
        const spelled = vocabulary.get(other);
        if (spelled !== undefined) return spelled;
      }
      const edits = allowedEdits(word);
      let best: { spelled: string; edits: number } | undefined;
      if (edits > 0) {
        for (const [key, spelled] of vocabulary) {
          const distance = editDistance(word, key, edits);
          if (distance <= edits && (!best || distance < best.edits)) {
            best = { spelled, edits: distance };
          }
        }
      }
      return best?.spelled ?? word;
    })
    .join(' ');
}

/** Reads every product and category name through the Store API (pages of 100). */
async function readNames(apiRoot: string): Promise<string[]> {
  const names: string[] = [];
  const read = async (path: string) => {
    const response = await fetch(`${apiRoot}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { name: string }[];
  };
  names.push(
    ...(await read(`wc/store/v1/products/categories?per_page=${PAGE_SIZE}`)).map((c) => c.name),
  );
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const products = await read(
      `wc/store/v1/products?per_page=${PAGE_SIZE}&page=${page}&_fields=name`,
    );
    names.push(...products.map((product) => product.name));
    if (products.length < PAGE_SIZE) break;
  }
  return names;
}

/**
 * Rewrites `search` of the Store API's product list before it is forwarded. The vocabulary is
 * read at the first search (which waits for it) and every REFRESH_MS after; while it cannot be
 * read, searches go on as typed.
 */
export function installSearchCorrection(
  app: FastifyInstance,
  apiRoot: string,
  options: { synonyms?: SynonymTable; refreshMs?: number } = {},
): void {
  const synonyms = options.synonyms ?? new SynonymTable();
  let vocabulary: SearchVocabulary = new Map();
  const refresh = () =>
    readNames(apiRoot)
      .then((names) => {
        vocabulary = vocabularyOf(names);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'search vocabulary not read'));
  let first: Promise<void> | undefined;
  const timer = setInterval(() => void refresh(), options.refreshMs ?? REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    if (request.method !== 'GET' || !PRODUCT_SEARCH.test(url)) return;
    const at = url.indexOf('?');
    const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
    const search = params.get('search');
    if (search === null || search.trim() === '') return;
    first ??= refresh();
    await first;
    const corrected = correctSearch(search, vocabulary, synonyms);
    if (corrected === '' || corrected === search) return;
    params.set('search', corrected);
    request.raw.url = `${url.slice(0, at)}?${params.toString()}`;
  });
}
