// A product's variation list in columns (issue 29): the worker that parses the plugin's answer
// turns 5,316 objects into a few typed arrays plus tables of the distinct values, and hands the
// arrays' buffers over (transferred, not copied). The page then deserialises kilobytes instead of
// thousands of objects, builds the swatch index from the attribute codes, and makes an object of a
// variation only when one is shown (the chosen one, a stock badge's), once each.

/** What the table reads of a variation; every other field is kept as it came. */
export interface TableVariation {
  variation_id: number;
  attributes: Record<string, string>;
  is_in_stock: boolean;
  is_purchasable?: boolean;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
}

const IN_STOCK = 1;
const ACTIVE = 2;
const PURCHASABLE = 4;
const VISIBLE = 8;

export const compactFlags = { IN_STOCK, ACTIVE, PURCHASABLE, VISIBLE } as const;

/** The code of a variation that does not name the attribute at all (0 is its "any", ''). */
export const ABSENT = 0xffffffff;

/** The variations' attributes and stock flags, which the swatch index is built from. */
export interface CompactVariations {
  count: number;
  /** The attribute names the variations use, in the order first met. */
  names: string[];
  /** Per name: its values in the order first met; code k is values[k - 1]. */
  values: string[][];
  /** Per name: each variation's code; 0 is "any" (''), ABSENT a variation without the name. */
  codes: Uint32Array[];
  /** Per variation: IN_STOCK | ACTIVE | PURCHASABLE | VISIBLE. */
  flags: Uint8Array;
  ids: Uint32Array;
}

/** One other field of the variations: its distinct values, and each variation's code (0: none). */
export interface FieldColumn {
  key: string;
  values: unknown[];
  codes: Uint32Array;
}

/** A whole variation list in columns: what the worker sends. */
export interface EncodedVariations {
  compact: CompactVariations;
  fields: FieldColumn[];
}

export function compactVariations(variations: readonly TableVariation[]): CompactVariations {
  const count = variations.length;
  const names: string[] = [];
  const columns = new Map<
    string,
    { values: string[]; codeOf: Map<string, number>; codes: Uint32Array }
  >();
  const flags = new Uint8Array(count);
  const ids = new Uint32Array(count);
  variations.forEach((variation, position) => {
    ids[position] = variation.variation_id;
    flags[position] =
      (variation.is_in_stock ? IN_STOCK : 0) |
      (variation.variation_is_active !== false ? ACTIVE : 0) |
      (variation.is_purchasable !== false ? PURCHASABLE : 0) |
      (variation.variation_is_visible !== false ? VISIBLE : 0);
    for (const name in variation.attributes) {
      let column = columns.get(name);
      if (!column) {
        column = { values: [], codeOf: new Map(), codes: new Uint32Array(count).fill(ABSENT) };
        columns.set(name, column);
        names.push(name);
      }
      const value = variation.attributes[name] ?? '';
      if (value === '') {
        column.codes[position] = 0;
        continue;
      }
      let code = column.codeOf.get(value);
      if (code === undefined) {
        column.values.push(value);
        code = column.values.length;
        column.codeOf.set(value, code);
      }
      column.codes[position] = code;
    }
  });
  return {
    count,
    names,
    values: names.map((name) => columns.get(name)!.values),
    codes: names.map((name) => columns.get(name)!.codes),
    flags,
    ids,
  };
}

/** Keys the compact form already carries: a variation's object is rebuilt from it for these. */
const COMPACT_KEYS = new Set(['attributes']);

/**
 * Every field but the attributes as a column of codes into its distinct values. Objects that are
 * equal (the plugin repeats a colour's image on each of its variations) become one value.
 */
function fieldColumns(variations: readonly TableVariation[]): FieldColumn[] {
  const count = variations.length;
  const columns = new Map<
    string,
    FieldColumn & { byValue: Map<unknown, number>; byJson: Map<string, number> }
  >();
  variations.forEach((variation, position) => {
    const record = variation as unknown as Record<string, unknown>;
    for (const key in record) {
      if (COMPACT_KEYS.has(key)) continue;
      let column = columns.get(key);
      if (!column) {
        column = {
          key,
          values: [],
          codes: new Uint32Array(count),
          byValue: new Map(),
          byJson: new Map(),
        };
        columns.set(key, column);
      }
      const value = record[key];
      const isObject = typeof value === 'object' && value !== null;
      const json = isObject ? JSON.stringify(value) : '';
      let code = isObject ? column.byJson.get(json) : column.byValue.get(value);
      if (code === undefined) {
        column.values.push(value);
        code = column.values.length;
        if (isObject) column.byJson.set(json, code);
        else column.byValue.set(value, code);
      }
      column.codes[position] = code;
    }
  });
  return [...columns.values()].map(({ key, values, codes }) => ({ key, values, codes }));
}

export function encodeVariations(variations: readonly TableVariation[]): EncodedVariations {
  return { compact: compactVariations(variations), fields: fieldColumns(variations) };
}

/** The buffers to hand over with postMessage(message, transferables(encoded)). */
export function transferables(encoded: EncodedVariations): ArrayBuffer[] {
  const { compact, fields } = encoded;
  return [compact.flags, compact.ids, ...compact.codes, ...fields.map((field) => field.codes)].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

/** A variation list either as the Store API's array or as a table: read by position. */
export interface VariationList<V> {
  readonly length: number;
  at(position: number): V | undefined;
  /** Present on a table: the attribute codes the swatch index is built from directly. */
  readonly compact?: CompactVariations;
}

/** The page's side: the encoded list, a variation's object made on first use and kept. */
export class VariationTable<V extends TableVariation> implements VariationList<V> {
  readonly length: number;
  readonly compact: CompactVariations;
  private readonly fields: FieldColumn[];
  private readonly made: (V | undefined)[];

  constructor(encoded: EncodedVariations) {
    this.compact = encoded.compact;
    this.fields = encoded.fields;
    this.length = encoded.compact.count;
    this.made = new Array<V | undefined>(this.length);
  }

  at(position: number): V | undefined {
    if (!Number.isInteger(position) || position < 0 || position >= this.length) return undefined;
    return (this.made[position] ??= this.make(position));
  }

  private make(position: number): V {
    const record: Record<string, unknown> = {};
    for (const { key, values, codes } of this.fields) {
      const code = codes[position]!;
      if (code !== 0) record[key] = values[code - 1];
    }
    const { names, values, codes } = this.compact;
    const attributes: Record<string, string> = {};
    names.forEach((name, column) => {
      const code = codes[column]![position]!;
      if (code !== ABSENT) attributes[name] = code === 0 ? '' : values[column]![code - 1]!;
    });
    record.attributes = attributes;
    return record as unknown as V;
  }
}

/** Every variation of a list as objects (tests and small lists; a page reads by position). */
export function variationArray<V>(list: VariationList<V>): V[] {
  return Array.from({ length: list.length }, (_, position) => list.at(position)!);
}
