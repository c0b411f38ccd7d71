// The one place that decides which words a Persian search sees, shared by the server's index
// (what a product is found by), the query (what the shopper asked for) and the dropdown (which
// letters of a name to mark). Letters, digits, diacritics and joiners are evened out by
// contracts/searchText.ts first; this module works on the words that come out of it:
// - plural and ezafe endings (ها، های، ی، ‌ای) come off, written joined or after a joiner;
// - a word written in two pieces ("تی شرت") is also found as one ("تیشرت") and the other way;
// - "۲۰ هزار" is also the number 20000;
// - one typo is forgiven in a word of 4+ letters, two in one of 7+ (a swap of two neighbours
//   counts as one), only for a word the catalogue does not know as typed;
// - the last word may be the start of a word, as the shopper is still typing it;
// - everyday and Latin names stand for the catalogue's (groups of equal words), which the shop
//   owner can extend (parseSynonymGroups).
import { normaliseForSearch } from './searchText';

/** Endings written as a separate piece after a joiner or space: they belong to the word before. */
const DETACHED_ENDINGS = new Set(['ها', 'های', 'هایی', 'ی', 'ای', 'یی']);
/** The fewest letters a stem keeps once an ending comes off (so "تنها" stays as it is). */
const MIN_STEM = 2;
const NUMBER_WORDS: Readonly<Record<string, string>> = { هزار: '000', میلیون: '000000' };

// Punctuation splits words as a space does: "t-shirt" is "t shirt".
const PUNCTUATION = /[-_.,،؛;:!?()[\]{}"'«»/\\+*&|]+/g;

/** The normalised pieces of a text, punctuation read as spaces. */
function piecesOf(text: string): string[] {
  return normaliseForSearch(text.replace(PUNCTUATION, ' '))
    .split(' ')
    .filter((piece) => piece !== '');
}

/** Persian letters and digits differ in length from what a shopper sees as letters. */
function letterCount(word: string): number {
  return Array.from(word).length;
}

/**
 * The word without its plural or ezafe ending: کفشهای -> کفش، مانتوها -> مانتو، مانتوی -> مانتو،
 * قهوهای -> قهوه. Applied alike to what is indexed and what is typed, so a wrong cut still meets.
 */
export function stemWord(word: string): string {
  let stem = word;
  for (let round = 0; round < 2; round += 1) {
    const before = stem;
    if (stem.endsWith('های') && letterCount(stem) - 3 >= MIN_STEM) stem = stem.slice(0, -3);
    else if (stem.endsWith('ها') && letterCount(stem) - 2 >= MIN_STEM + 1) stem = stem.slice(0, -2);
    else if (stem.endsWith('ای') && stem.length > 3 && stem.at(-3) === 'ه')
      stem = stem.slice(0, -2);
    else if (stem.endsWith('ی') && stem.length > 3 && 'او'.includes(stem.at(-2) ?? ''))
      stem = stem.slice(0, -1);
    if (stem === before) break;
  }
  return stem;
}

/**
 * The words of a text as search sees them: normalised, a detached ending joined back to its
 * word ("کیف‌های" is one word), and a number followed by هزار or میلیون read as one number.
 */
export function searchWords(text: string): string[] {
  return wordsOfPieces(piecesOf(text));
}

function wordsOfPieces(pieces: readonly string[]): string[] {
  const words: string[] = [];
  for (const piece of pieces) {
    const last = words[words.length - 1];
    if (last !== undefined && DETACHED_ENDINGS.has(piece) && !/^\d+$/.test(last)) {
      words[words.length - 1] = last + piece;
    } else if (last !== undefined && /^\d+$/.test(last) && NUMBER_WORDS[piece] !== undefined) {
      words[words.length - 1] = last + NUMBER_WORDS[piece];
    } else {
      words.push(piece);
    }
  }
  return words;
}

/** The "N هزار" of a text's pieces written as one number. */
function numberForms(pieces: readonly string[]): string[] {
  const forms: string[] = [];
  pieces.forEach((piece, index) => {
    const scale = NUMBER_WORDS[pieces[index + 1] ?? ''];
    if (/^\d+$/.test(piece) && scale !== undefined) forms.push(piece + scale);
  });
  return forms;
}

/**
 * Every term a product's text is found by: each word and its stem, each two neighbouring words
 * written as one (so "تیشرت" finds "تی‌شرت"), and numbers written with هزار as digits.
 */
export function indexTermsOf(text: string): string[] {
  // Normalised once: a catalogue of thousands of products goes through here at start-up.
  const words = piecesOf(text);
  const terms = new Set<string>();
  words.forEach((word, index) => {
    terms.add(word);
    terms.add(stemWord(word));
    const next = words[index + 1];
    if (next !== undefined) {
      terms.add(word + next);
      terms.add(stemWord(word + next));
    }
  });
  for (const word of wordsOfPieces(words)) terms.add(stemWord(word));
  for (const form of numberForms(words)) terms.add(form);
  return [...terms];
}

/**
 * The terms of a long text (a description): each word and its stem, and numbers written with
 * هزار, without the pairs that names get (they would multiply the vocabulary for little).
 */
export function textTermsOf(text: string): string[] {
  const terms = new Set<string>();
  const pieces = piecesOf(text);
  for (const piece of pieces) {
    terms.add(piece);
    terms.add(stemWord(piece));
  }
  for (const word of wordsOfPieces(pieces)) terms.add(stemWord(word));
  for (const form of numberForms(pieces)) terms.add(form);
  return [...terms];
}

/** Typos forgiven in a typed word: none under 4 letters or in numbers, one from 4, two from 7. */
export function allowedEdits(word: string): 0 | 1 | 2 {
  if (/^\d+$/.test(word)) return 0;
  const letters = letterCount(word);
  return letters >= 7 ? 2 : letters >= 4 ? 1 : 0;
}

/** The word with each pair of neighbouring letters swapped: "شلاور" gives "شلوار" among them. */
export function neighbourSwaps(word: string): string[] {
  const letters = Array.from(word);
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < letters.length; at += 1) {
    if (letters[at] === letters[at + 1]) continue;
    const copy = [...letters];
    [copy[at], copy[at + 1]] = [copy[at + 1] ?? '', copy[at] ?? ''];
    swaps.add(copy.join(''));
  }
  return [...swaps];
}

/** Edits (insert, delete, replace, swap of neighbours) from a to b, or max + 1 when more. */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = y.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length] ?? max + 1, max + 1);
}

/** Whether a word of a name answers a typed word: the same stem, a forgiven typo or, for the last word, its start. */
export function wordAnswers(typed: string, word: string, typing: boolean): boolean {
  const stem = stemWord(word);
  const typedStem = stemWord(typed);
  if (typed === word || typedStem === stem || typed === stem) return true;
  if (typing && letterCount(typed) >= 2 && word.startsWith(typed)) return true;
  const edits = allowedEdits(typed);
  return edits > 0 && editDistance(typedStem, stem, edits) <= edits;
}

/**
 * Groups of words that stand for one another, as shoppers write them (everyday, spoken and
 * Latin names beside the catalogue's). Written as shown; compared in compact form.
 */
export const DEFAULT_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['کتانی', 'کتونی', 'sneaker', 'sneakers'],
  ['پیراهن', 'پیرهن', 'shirt'],
  ['سویشرت', 'سوئیشرت', 'سوییشرت', 'sweatshirt'],
  ['صندل', 'سندل', 'sandal'],
  ['اسپیکر', 'بلندگو', 'speaker'],
  ['توگوشی', 'هندزفری', 'ایرپاد', 'ایربادز', 'ایرباد', 'airpod', 'airpods', 'earbuds'],
  ['هدفون', 'headphone', 'headphones'],
  ['هدست', 'headset'],
  ['گوشی', 'موبایل', 'mobile', 'phone'],
  ['ساعت هوشمند', 'اسمارت واچ', 'اسمارتواچ', 'smartwatch', 'smart watch'],
  ['تیشرت', 'tshirt', 't shirt', 'tee'],
  ['هودی', 'hoodie'],
  ['پاوربانک', 'powerbank', 'power bank', 'شارژر همراه'],
  ['کوله پشتی', 'کوله', 'backpack'],
  ['کیف پول', 'wallet'],
  ['جین', 'jeans', 'jean'],
  ['مانتو', 'manto'],
  ['کفش', 'shoe', 'shoes'],
  ['کیف', 'bag'],
  ['شلوار', 'pants', 'trousers'],
  ['بوت', 'boot', 'boots', 'پوتین'],
];

/** A word or phrase as synonyms are keyed: normalised, stemmed, without spaces. */
export function synonymKey(text: string): string {
  return searchWords(text).map(stemWord).join('');
}

/**
 * The owner's own groups, one a line, words split by a comma (Persian or Latin); blank lines
 * and lines starting with # are skipped.
 */
export function parseSynonymGroups(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) =>
      line
        .split(/[,،]/)
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    )
    .filter((group) => group.length > 1);
}

/** Looks up the words that stand for a typed word or phrase (compact keys, see synonymKey). */
export class SynonymTable {
  private readonly groups = new Map<string, Set<string>>();

  constructor(groups: readonly (readonly string[])[] = DEFAULT_SYNONYM_GROUPS) {
    for (const group of groups) this.add(group);
  }

  /** Adds a group; a word already in another group joins the two. */
  add(group: readonly string[]): void {
    const keys = new Set(group.map(synonymKey).filter((key) => key !== ''));
    for (const key of [...keys]) for (const other of this.groups.get(key) ?? []) keys.add(other);
    for (const key of keys) this.groups.set(key, keys);
  }

  /** The other compact spellings that stand for this word or phrase (none when it has no group). */
  alternativesOf(text: string): string[] {
    const key = synonymKey(text);
    return [...(this.groups.get(key) ?? [])].filter((other) => other !== key);
  }
}

/** One typed word (or two written as one) and every spelling that counts for it. */
export interface QueryPart {
  /** How many typed words it stands for (2 for a pair read as one word). */
  words: number;
  /** Index of its first typed word. */
  start: number;
  /** Spellings that count as what was typed: the word, its stem and its synonyms. */
  exact: string[];
  /** Typos forgiven (allowedEdits of the typed word); 0 when the catalogue knows it as typed. */
  edits: number;
  /** Neighbour swaps of the typed word, each one edit away. */
  swaps: string[];
  /** The last word, which may be the start of a longer one. */
  prefix: boolean;
}

/**
 * What a query asks for: one part per typed word and one per neighbouring pair written as one
 * word ("تی شرت" or "اسمارت واچ"). `knows` says whether a term is in the catalogue's
 * vocabulary: typo tolerance is only spent on words it does not know.
 */
export function parseQuery(
  text: string,
  synonyms: SynonymTable,
  knows: (term: string) => boolean,
): { words: string[]; parts: QueryPart[] } {
  const words = searchWords(text);
  const parts: QueryPart[] = [];
  const partOf = (typed: string, start: number, count: number): QueryPart => {
    const stem = stemWord(typed);
    const exact = [...new Set([typed, stem, ...synonyms.alternativesOf(typed)])];
    const known = exact.some(knows);
    const edits = known ? 0 : allowedEdits(typed);
    return {
      words: count,
      start,
      exact,
      edits,
      swaps: edits > 0 ? neighbourSwaps(stem).filter((swap) => swap !== stem) : [],
      // A word the catalogue knows as typed is taken as finished: its longer words (and the
      // pairs starting with it) would only crowd the answer.
      prefix: start + count === words.length && letterCount(typed) >= 2 && !knows(typed),
    };
  };
  words.forEach((word, index) => {
    parts.push(partOf(word, index, 1));
    const next = words[index + 1];
    if (next !== undefined) parts.push(partOf(word + next, index, 2));
  });
  return { words, parts };
}
