// The naive reference: WooCommerce core's pruning and the plugin's hints written as plainly as the
// reference describes them, one scan of product_variations per attribute and per stock badge.
// It is what the indexed engine must agree with (property tests) and beat (bench/swatches.ts).
import type {
  Availability,
  AttributeFacts,
  ItemFacts,
  SelectionOracle,
} from '../availabilityTypes';
import type { SwatchOptions } from '../options';
import {
  chosenValue,
  isActive,
  isPurchasable,
  matches,
  stockBadge,
  type ClassicVariation,
  type FormAttribute,
  type Selection,
} from '../rules';

interface ScanFacts {
  enabled: Set<string>;
  inStockExact: Set<string>;
}

function scanFacts(
  attribute: FormAttribute,
  variations: readonly ClassicVariation[],
  selection: Selection,
  options: SwatchOptions,
): ScanFacts {
  const others = { ...selection, [attribute.name]: '' };
  const enabled = new Set<string>();
  const inStockExact = new Set<string>();
  for (const variation of variations) {
    if (!matches(variation.attributes, others)) continue;
    const own = variation.attributes[attribute.name] ?? '';
    const active = isActive(variation, options);
    if (own === '') {
      if (active) for (const value of attribute.values) enabled.add(value);
    } else {
      if (active) enabled.add(own);
      if (variation.is_in_stock) inStockExact.add(own);
    }
  }
  return { enabled, inStockExact };
}

function isEnabled(
  attribute: FormAttribute,
  value: string,
  variations: readonly ClassicVariation[],
  selection: Selection,
  options: SwatchOptions,
): boolean {
  return (
    attribute.values.includes(value) &&
    scanFacts(attribute, variations, selection, options).enabled.has(value)
  );
}

export function scanNormalise(
  attributes: readonly FormAttribute[],
  variations: readonly ClassicVariation[],
  selection: Selection,
  options: SwatchOptions,
): Selection {
  const current: Record<string, string> = {};
  for (const attribute of attributes)
    current[attribute.name] = chosenValue(selection, attribute.name);
  if (variations.length === 0) {
    for (const attribute of attributes) {
      if (!attribute.values.includes(current[attribute.name] ?? '')) current[attribute.name] = '';
    }
    return current;
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const attribute of attributes) {
      const value = current[attribute.name] ?? '';
      if (value !== '' && !isEnabled(attribute, value, variations, current, options)) {
        current[attribute.name] = '';
        changed = true;
      }
    }
  }
  return current;
}

function firstMatch<V extends ClassicVariation>(
  variations: readonly V[],
  selection: Selection,
): V | null {
  return variations.find((variation) => matches(variation.attributes, selection)) ?? null;
}

export function scanAvailability<V extends ClassicVariation>(
  attributes: readonly FormAttribute[],
  variations: readonly V[],
  rawSelection: Selection,
  options: SwatchOptions,
): Availability<V> {
  const selection = scanNormalise(attributes, variations, rawSelection, options);
  const ajaxMode = variations.length === 0;
  const chosenCount = attributes.filter((a) => chosenValue(selection, a.name) !== '').length;
  const complete = attributes.length > 0 && chosenCount === attributes.length;
  const badgesOn =
    !ajaxMode &&
    options.showVariationStock &&
    attributes.length > 1 &&
    chosenCount === attributes.length - 1;

  const facts: AttributeFacts[] = attributes.map((attribute) => {
    const chosen = chosenValue(selection, attribute.name);
    const scanned = ajaxMode ? null : scanFacts(attribute, variations, selection, options);
    const open = badgesOn && chosen === '';
    const othersChosen = attributes.every(
      (other) => other.name === attribute.name || chosenValue(selection, other.name) !== '',
    );
    const items: ItemFacts[] = attribute.values.map((value) => {
      const enabled = scanned ? scanned.enabled.has(value) : true;
      const first =
        scanned && (open || othersChosen)
          ? firstMatch(variations, { ...selection, [attribute.name]: value })
          : null;
      // Better than the plugin: with every other attribute chosen, an item is out of stock
      // exactly when the variation it would select is (an in-stock "any" row counts).
      const outOfStock = !scanned
        ? false
        : othersChosen
          ? enabled && first?.is_in_stock !== true
          : enabled && !scanned.inStockExact.has(value);
      return {
        value,
        enabled,
        outOfStock,
        stockLeft: open && first ? stockBadge(first, options.stockLabelThreshold) : null,
      };
    });
    return { name: attribute.name, chosen, items };
  });

  const variation = complete && !ajaxMode ? firstMatch(variations, selection) : null;
  return {
    selection,
    attributes: facts,
    complete,
    variation,
    purchasable: variation !== null && isPurchasable(variation, options),
    ajaxMode,
  };
}

export function scanOracle(
  attributes: readonly FormAttribute[],
  variations: readonly ClassicVariation[],
  options: SwatchOptions,
): SelectionOracle {
  return {
    normalise: (selection) => scanNormalise(attributes, variations, selection, options),
    hasMatch: (selection, inStockOnly) =>
      variations.some(
        (variation) =>
          (!inStockOnly || variation.is_in_stock) && matches(variation.attributes, selection),
      ),
    attributeHasValues: (name) =>
      variations.some((variation) => (variation.attributes[name] ?? '') !== ''),
  };
}
