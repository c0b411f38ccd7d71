// A product's variations in the few typed arrays the swatch index needs (issue 29): one code per
// variation and attribute, and a byte of flags. 5,316 variations become ~40 KB of transferable
// buffers instead of thousands of objects to clone across from a worker and deserialise, and the
// index is built from them with the same code as from the Store API's objects.
import { indexPartsSteps, type VariationIndexParts, type VariationRows } from './variationIndex';
import type { ActivityRule, ClassicVariation, FormAttribute } from './rules';

const IN_STOCK = 1;
const ACTIVE = 2;
const PURCHASABLE = 4;
const VISIBLE = 8;

export interface CompactVariations {
  count: number;
  /** The attribute names the variations use, in the order first met. */
  names: string[];
  /** Per name: its values in the order first met; code k is values[k - 1], 0 is "any". */
  values: string[][];
  /** Per name: each variation's code. */
  codes: Uint32Array[];
  /** Per variation: IN_STOCK | ACTIVE | PURCHASABLE | VISIBLE. */
  flags: Uint8Array;
  ids: Uint32Array;
}

export function compactVariations(variations: readonly ClassicVariation[]): CompactVariations {
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
        column = { values: [], codeOf: new Map(), codes: new Uint32Array(count) };
        columns.set(name, column);
        names.push(name);
      }
      const value = variation.attributes[name] ?? '';
      if (value === '') continue;
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

/** The buffers a worker hands over with postMessage(compact, transferables(compact)). */
export function transferables(compact: CompactVariations): ArrayBuffer[] {
  return [compact.flags, compact.ids, ...compact.codes].map((array) => array.buffer as ArrayBuffer);
}

export function compactRows(compact: CompactVariations): VariationRows {
  const column = new Map(compact.names.map((name, position) => [name, position]));
  return {
    size: compact.count,
    valueAt(name, position) {
      const at = column.get(name);
      if (at === undefined) return '';
      const code = compact.codes[at]![position]!;
      return code === 0 ? '' : compact.values[at]![code - 1]!;
    },
    isActive(position, rule: ActivityRule) {
      const flags = compact.flags[position]!;
      if ((flags & ACTIVE) === 0) return false;
      return !(rule.disableOutOfStock && !rule.clickableOutOfStock && (flags & IN_STOCK) === 0);
    },
    isInStock: (position) => (compact.flags[position]! & IN_STOCK) !== 0,
  };
}

/** The index of compact variations, equal to the one built from the objects they came from. */
export function indexFromCompact(
  attributes: readonly FormAttribute[],
  compact: CompactVariations,
  rule: ActivityRule,
): VariationIndexParts {
  const steps = indexPartsSteps(attributes, compactRows(compact), rule);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

export const compactFlags = { IN_STOCK, ACTIVE, PURCHASABLE, VISIBLE } as const;
