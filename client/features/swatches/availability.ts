// The availability engine: testSupport/referenceScan.ts's answers, read from a VariationIndex.
// For each attribute the matching variations are the AND of the other choices' bitsets; only
// those variations are visited, in product order, so "first match" agrees with core.
import type { Availability, AttributeFacts, ItemFacts, SelectionOracle } from './availabilityTypes';
import type { SwatchOptions } from './options';
import {
  chosenValue,
  isPurchasable,
  stockBadge,
  type ClassicVariation,
  type Selection,
} from './rules';
import {
  emptyBitset,
  hasBit,
  type Bitset,
  type IndexedAttribute,
  type VariationIndex,
} from './variationIndex';

/** The bitset a chosen value constrains to: its own value or "any" (only "any" if unknown). */
function constraintOf(attribute: IndexedAttribute, value: string): Bitset {
  const code = attribute.codeOf.get(value) ?? 0;
  return attribute.matching[code]!;
}

/**
 * Variations matching the selection, ignoring attribute `skip` (-1: ignore none). Returns the
 * index's own `all` bitset when nothing constrains, and never mutates an index bitset.
 */
function matchingSet(index: VariationIndex, selection: Selection, skip: number): Bitset {
  const constraints: Bitset[] = [];
  index.attributes.forEach((attribute, position) => {
    if (position === skip) return;
    const value = chosenValue(selection, attribute.name);
    if (value !== '') constraints.push(constraintOf(attribute, value));
  });
  const first = constraints[0];
  if (!first) return index.all;
  if (constraints.length === 1) return first;
  const result = emptyBitset(index.words);
  for (let word = 0; word < index.words; word += 1) {
    let bits = first[word]!;
    for (let c = 1; c < constraints.length && bits !== 0; c += 1) bits &= constraints[c]![word]!;
    result[word] = bits;
  }
  return result;
}

/** Calls visit(variation position) for each set bit, lowest first; stops when visit says so. */
function eachMember(bits: Bitset, visit: (position: number) => boolean | void): void {
  for (let word = 0; word < bits.length; word += 1) {
    let rest = bits[word]!;
    while (rest !== 0) {
      const low = rest & -rest;
      const position = (word << 5) + (31 - Math.clz32(low));
      if (visit(position) === true) return;
      rest ^= low;
    }
  }
}

function firstMember(bits: Bitset): number {
  let found = -1;
  eachMember(bits, (position) => {
    found = position;
    return true;
  });
  return found;
}

function intersects(a: Bitset, b: Bitset, c?: Bitset): boolean {
  for (let word = 0; word < a.length; word += 1) {
    const bits = a[word]! & b[word]! & (c ? c[word]! : 0xffffffff);
    if (bits !== 0) return true;
  }
  return false;
}

interface CodeFacts {
  /** Per code (index 0 unused): an active matching variation has this value. */
  enabled: Uint8Array;
  /** Per code: an in-stock matching variation has exactly this value. */
  inStockExact: Uint8Array;
  /** An active matching variation has "any": every value is enabled. */
  anyEnabled: boolean;
}

function codeFacts(index: VariationIndex, attribute: IndexedAttribute, set: Bitset): CodeFacts {
  const width = attribute.values.length + 1;
  const enabled = new Uint8Array(width);
  const inStockExact = new Uint8Array(width);
  let anyEnabled = false;
  const { codes } = attribute;
  eachMember(set, (position) => {
    const code = codes[position]!;
    const active = hasBit(index.active, position);
    if (code === 0) {
      if (active) anyEnabled = true;
    } else {
      if (active) enabled[code] = 1;
      if (hasBit(index.inStock, position)) inStockExact[code] = 1;
    }
  });
  return { enabled, inStockExact, anyEnabled };
}

/** Is `value` an enabled option of the attribute at `position`, given the other choices? */
function isEnabledChoice(
  index: VariationIndex,
  position: number,
  value: string,
  selection: Selection,
): boolean {
  const attribute = index.attributes[position]!;
  const code = attribute.codeOf.get(value);
  if (code === undefined || code > attribute.formValueCount) return false;
  return intersects(
    matchingSet(index, selection, position),
    attribute.matching[code]!,
    index.active,
  );
}

export function normaliseSelection(index: VariationIndex, selection: Selection): Selection {
  const current: Record<string, string> = {};
  for (const attribute of index.attributes) {
    current[attribute.name] = chosenValue(selection, attribute.name);
  }
  if (index.size === 0) {
    for (const attribute of index.attributes) {
      const code = attribute.codeOf.get(current[attribute.name] ?? '');
      if (code === undefined || code > attribute.formValueCount) current[attribute.name] = '';
    }
    return current;
  }
  let changed = true;
  while (changed) {
    changed = false;
    index.attributes.forEach((attribute, position) => {
      const value = current[attribute.name] ?? '';
      if (value !== '' && !isEnabledChoice(index, position, value, current)) {
        current[attribute.name] = '';
        changed = true;
      }
    });
  }
  return current;
}

/** For each form value of the open attribute: the first variation matching it (core's order). */
function firstMatchPerValue(index: VariationIndex, attribute: IndexedAttribute, set: Bitset) {
  const first = new Int32Array(attribute.formValueCount + 1).fill(-1);
  let unassigned = attribute.formValueCount;
  eachMember(set, (position) => {
    const code = attribute.codes[position]!;
    if (code === 0) {
      for (let c = 1; c <= attribute.formValueCount; c += 1) {
        if (first[c] === -1) {
          first[c] = position;
          unassigned -= 1;
        }
      }
    } else if (code <= attribute.formValueCount && first[code] === -1) {
      first[code] = position;
      unassigned -= 1;
    }
    return unassigned === 0;
  });
  return first;
}

/** Availability for a selection that is already normalised (chooseValue's answers are). */
export function availabilityOf<V extends ClassicVariation>(
  index: VariationIndex<V>,
  selection: Selection,
  options: SwatchOptions,
): Availability<V> {
  const ajaxMode = index.size === 0;
  const count = index.attributes.length;
  const chosenCount = index.attributes.filter((a) => chosenValue(selection, a.name) !== '').length;
  const complete = count > 0 && chosenCount === count;
  const badgesOn =
    !ajaxMode && options.showVariationStock && count > 1 && chosenCount === count - 1;

  const attributes: AttributeFacts[] = index.attributes.map((attribute, position) => {
    const chosen = chosenValue(selection, attribute.name);
    const formValues = attribute.values.slice(0, attribute.formValueCount);
    if (ajaxMode) {
      return {
        name: attribute.name,
        chosen,
        items: formValues.map((value) => ({
          value,
          enabled: true,
          outOfStock: false,
          stockLeft: null,
        })),
      };
    }
    const set = matchingSet(index, selection, position);
    const facts = codeFacts(index, attribute, set);
    // Every other attribute chosen: each item names one variation, the one add to cart would buy.
    const othersChosen = chosenCount - (chosen === '' ? 0 : 1) === count - 1;
    const firsts = othersChosen ? firstMatchPerValue(index, attribute, set) : null;
    const badges = badgesOn && chosen === '';
    const items: ItemFacts[] = formValues.map((value, offset) => {
      const code = offset + 1;
      const enabled = facts.anyEnabled || facts.enabled[code] === 1;
      const firstPosition = firsts ? firsts[code]! : -1;
      const first = firstPosition >= 0 ? index.variations.at(firstPosition) : undefined;
      return {
        value,
        enabled,
        outOfStock:
          enabled && (firsts ? first?.is_in_stock !== true : facts.inStockExact[code] !== 1),
        stockLeft: badges && first ? stockBadge(first, options.stockLabelThreshold) : null,
      };
    });
    return { name: attribute.name, chosen, items };
  });

  const found = complete && !ajaxMode ? firstMember(matchingSet(index, selection, -1)) : -1;
  const variation = found >= 0 ? (index.variations.at(found) ?? null) : null;
  return {
    selection,
    attributes,
    complete,
    variation,
    purchasable: variation !== null && isPurchasable(variation, options),
    ajaxMode,
  };
}

export function indexOracle(index: VariationIndex): SelectionOracle {
  return {
    normalise: (selection) => normaliseSelection(index, selection),
    hasMatch: (selection, inStockOnly) => {
      const set = matchingSet(index, selection, -1);
      return inStockOnly ? intersects(set, index.inStock) : intersects(set, index.all);
    },
    attributeHasValues: (name) => {
      const position = index.attributeAt.get(name);
      return position !== undefined && index.attributes[position]!.hasValues;
    },
  };
}
