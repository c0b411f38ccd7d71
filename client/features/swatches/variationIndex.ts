// product_variations turned, once per product, into bitsets: for each attribute and value, the
// variations that have that value or "any". The variations matching a partial selection are then
// an AND of a few precomputed bitsets, and a click costs a few hundred word operations plus a walk
// over the variations that actually match, instead of a scan of every variation per attribute.
import {
  ABSENT,
  compactFlags,
  type CompactVariations,
  type VariationList,
} from '../../api/variationTable';
import { isActive, type ActivityRule, type ClassicVariation, type FormAttribute } from './rules';

export type Bitset = Uint32Array;

export interface IndexedAttribute {
  name: string;
  /** Codes 1..values.length are the form's values in display order; later codes are values that
   * only variations use (they can never be chosen, but still rule variations out). */
  values: readonly string[];
  formValueCount: number;
  codeOf: ReadonlyMap<string, number>;
  /** Per variation: its value's code, 0 for "any". */
  codes: Uint32Array;
  /** Per code: variations whose value is that code or "any". Index 0: only the "any" ones. */
  matching: readonly Bitset[];
  /** Some variation gives this attribute a non-empty value. */
  hasValues: boolean;
}

export interface VariationIndex<V extends ClassicVariation = ClassicVariation> {
  /** By position; a table makes the object of a variation only when it is read. */
  variations: VariationList<V>;
  attributes: readonly IndexedAttribute[];
  attributeAt: ReadonlyMap<string, number>;
  size: number;
  /** 32-bit words per bitset. */
  words: number;
  all: Bitset;
  active: Bitset;
  inStock: Bitset;
}

export function emptyBitset(words: number): Bitset {
  return new Uint32Array(words);
}

function setBit(bits: Bitset, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function hasBit(bits: Bitset, index: number): boolean {
  return ((bits[index >>> 5]! >>> (index & 31)) & 1) === 1;
}

/** What the index reads of the variations, whichever form they came in. */
export interface VariationRows {
  size: number;
  /** The variation's value of an attribute, '' for "any". */
  valueAt(name: string, position: number): string;
  isActive(position: number, rule: ActivityRule): boolean;
  isInStock(position: number): boolean;
  /** A table's own column of an attribute: its values as first met, and each variation's code. */
  columnOf?(name: string): { values: readonly string[]; codes: Uint32Array } | undefined;
}

/** The Store API's objects as rows. */
export function objectRows(variations: VariationList<ClassicVariation>): VariationRows {
  const at = (position: number) => variations.at(position)!;
  return {
    size: variations.length,
    valueAt: (name, position) => at(position).attributes[name] ?? '',
    isActive: (position, rule) => isActive(at(position), rule),
    isInStock: (position) => at(position).is_in_stock,
  };
}

const { IN_STOCK, ACTIVE } = compactFlags;

/** A variation table's attribute codes and flags as rows (api/variationTable.ts). */
export function compactRows(compact: CompactVariations): VariationRows {
  const column = new Map(compact.names.map((name, position) => [name, position]));
  return {
    size: compact.count,
    valueAt(name, position) {
      const at = column.get(name);
      if (at === undefined) return '';
      const code = compact.codes[at]![position]!;
      return code === 0 || code === ABSENT ? '' : compact.values[at]![code - 1]!;
    },
    columnOf(name) {
      const at = column.get(name);
      return at === undefined
        ? undefined
        : { values: compact.values[at]!, codes: compact.codes[at]! };
    },
    isActive(position, rule) {
      const flags = compact.flags[position]!;
      if ((flags & ACTIVE) === 0) return false;
      return !(rule.disableOutOfStock && !rule.clickableOutOfStock && (flags & IN_STOCK) === 0);
    },
    isInStock: (position) => (compact.flags[position]! & IN_STOCK) !== 0,
  };
}

function rowsOf(variations: VariationList<ClassicVariation>): VariationRows {
  return variations.compact ? compactRows(variations.compact) : objectRows(variations);
}

/**
 * Each variation's code of an attribute in the index's numbering (form values first): from a
 * table's own codes through a small map of its values, else value by value.
 */
function attributeCodes(
  name: string,
  rows: VariationRows,
  values: string[],
  codeOf: Map<string, number>,
): Uint32Array {
  const intern = (own: string) => {
    let code = codeOf.get(own);
    if (code === undefined) {
      values.push(own);
      code = values.length;
      codeOf.set(own, code);
    }
    return code;
  };
  const codes = new Uint32Array(rows.size);
  const column = rows.columnOf?.(name);
  if (column) {
    // A table's values are in the order first met, so values no form offers get their codes in
    // the same order as the value-by-value walk gives them.
    const renumber = new Uint32Array(column.values.length + 1);
    column.values.forEach((own, position) => {
      renumber[position + 1] = intern(own);
    });
    const own = column.codes;
    for (let position = 0; position < rows.size; position += 1) {
      const code = own[position]!;
      if (code !== 0 && code !== ABSENT) codes[position] = renumber[code]!;
    }
    return codes;
  }
  for (let position = 0; position < rows.size; position += 1) {
    const own = rows.valueAt(name, position);
    if (own !== '') codes[position] = intern(own);
  }
  return codes;
}

function indexAttribute(
  attribute: FormAttribute,
  rows: VariationRows,
  words: number,
): IndexedAttribute {
  const values = [...attribute.values];
  const codeOf = new Map<string, number>();
  values.forEach((value, position) => {
    if (!codeOf.has(value)) codeOf.set(value, position + 1);
  });
  const formValueCount = values.length;
  const codes = attributeCodes(attribute.name, rows, values, codeOf);

  const exact: Bitset[] = values.map(() => emptyBitset(words));
  const any = emptyBitset(words);
  codes.forEach((code, position) => {
    if (code === 0) setBit(any, position);
    else setBit(exact[code - 1]!, position);
  });
  const matching: Bitset[] = [any];
  for (const bits of exact) {
    const union = emptyBitset(words);
    for (let word = 0; word < words; word += 1) union[word] = bits[word]! | any[word]!;
    matching.push(union);
  }
  return {
    name: attribute.name,
    values,
    formValueCount,
    codeOf,
    codes,
    matching,
    hasValues: codes.some((code) => code !== 0),
  };
}

/** Runs index steps to the end at once. */
function finish<T>(steps: Generator<void, T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

export function buildVariationIndex<V extends ClassicVariation>(
  attributes: readonly FormAttribute[],
  variations: VariationList<V>,
  rule: ActivityRule,
): VariationIndex<V> {
  return finish(variationIndexSteps(attributes, variations, rule));
}

/**
 * buildVariationIndex in parts (the stock bits, then one attribute at a time), pausing between
 * them: a caller with thousands of variations lets the browser have its turn at each pause.
 */
export function* variationIndexSteps<V extends ClassicVariation>(
  attributes: readonly FormAttribute[],
  variations: VariationList<V>,
  rule: ActivityRule,
): Generator<void, VariationIndex<V>> {
  const parts = yield* indexPartsSteps(attributes, rowsOf(variations), rule);
  return { variations, ...parts };
}

/** The index without the variation objects: what any form of the variations gives. */
export type VariationIndexParts = Omit<VariationIndex, 'variations'>;

/** The index's bitsets and codes from rows, in steps (the stock bits, then each attribute). */
export function* indexPartsSteps(
  attributes: readonly FormAttribute[],
  rows: VariationRows,
  rule: ActivityRule,
): Generator<void, VariationIndexParts> {
  const { size } = rows;
  const words = Math.max(1, Math.ceil(size / 32));
  const all = emptyBitset(words);
  const active = emptyBitset(words);
  const inStock = emptyBitset(words);
  for (let position = 0; position < size; position += 1) {
    setBit(all, position);
    if (rows.isActive(position, rule)) setBit(active, position);
    if (rows.isInStock(position)) setBit(inStock, position);
  }
  const indexed: IndexedAttribute[] = [];
  for (const attribute of attributes) {
    yield;
    indexed.push(indexAttribute(attribute, rows, words));
  }
  return {
    attributes: indexed,
    attributeAt: new Map(indexed.map((attribute, position) => [attribute.name, position])),
    size,
    words,
    all,
    active,
    inStock,
  };
}

// One index per variations array and activity rule: the catalogue keeps the array it loaded, so
// the index is built once per product and dropped with it.
const cache = new WeakMap<VariationList<ClassicVariation>, Map<string, VariationIndex>>();

export function variationIndexFor<V extends ClassicVariation>(
  attributes: readonly FormAttribute[],
  variations: VariationList<V>,
  rule: ActivityRule,
): VariationIndex<V> {
  return finish(variationIndexForSteps(attributes, variations, rule));
}

/** variationIndexFor in the parts of variationIndexSteps (none when the index is cached). */
export function* variationIndexForSteps<V extends ClassicVariation>(
  attributes: readonly FormAttribute[],
  variations: VariationList<V>,
  rule: ActivityRule,
): Generator<void, VariationIndex<V>> {
  const key = `${rule.disableOutOfStock ? 1 : 0}${rule.clickableOutOfStock ? 1 : 0}|${attributes
    .map((attribute) => `${attribute.name}=${attribute.values.join(',')}`)
    .join(';')}`;
  let byRule = cache.get(variations);
  if (!byRule) {
    byRule = new Map();
    cache.set(variations, byRule);
  }
  // The cache is keyed by the very array the index was built from, so its entries hold V.
  const cached = byRule.get(key) as VariationIndex<V> | undefined;
  if (cached) return cached;
  const index = yield* variationIndexSteps(attributes, variations, rule);
  byRule.set(key, index);
  return index;
}

/** The index of a table's attribute codes, equal to the one built from the objects they came from. */
export function indexFromCompact(
  attributes: readonly FormAttribute[],
  compact: CompactVariations,
  rule: ActivityRule,
): VariationIndexParts {
  return finish(indexPartsSteps(attributes, compactRows(compact), rule));
}
