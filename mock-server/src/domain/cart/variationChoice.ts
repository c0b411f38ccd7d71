// Which variation a shopper chose when adding to the cart, read as WooCommerce reads it: the
// attributes under any of their names, then the first variation that matches them.
import type { StoreVariationChoice } from '../../../../contracts/store';
import type { ProductAttributeTerms, ProductRecord } from '../../storage/catalogRecords';
import { cartFailures, type CartFailure } from './cartFailures';

/** sanitize_title for a slug as add-item receives it: trimmed, lower case, spaces to dashes. */
export function sanitizeSlug(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * WooCommerce's sanitize_variation_data: each chosen attribute may be named "attribute_pa_x",
 * by its label ("رنگ", or lower-cased) or "pa_x"; only the product's variation attributes count.
 */
export function chosenAttributes(
  choices: readonly StoreVariationChoice[],
  attributes: readonly ProductAttributeTerms[],
): Record<string, string> {
  const given = new Map<string, string>();
  // wp_list_pluck keeps the last value for a repeated name.
  for (const choice of choices) given.set(choice.attribute, choice.value);
  const chosen: Record<string, string> = {};
  for (const entry of attributes) {
    if (!entry.isVariation) continue;
    const name = `attribute_${entry.attribute.taxonomy}`;
    const label = entry.attribute.label;
    const value =
      given.get(name) ??
      given.get(label) ??
      given.get(label.toLowerCase()) ??
      given.get(entry.attribute.taxonomy);
    if (value !== undefined) chosen[name] = sanitizeSlug(value);
  }
  return chosen;
}

/**
 * find_matching_product_variation: the first variation (in menu order) whose every attribute is
 * either "any" or given with the same value. A variation's specific value needs a given value.
 */
export function findMatchingVariation(
  variations: readonly ProductRecord[],
  chosen: Readonly<Record<string, string>>,
): ProductRecord | undefined {
  return variations.find((variation) =>
    Object.entries(variation.attributes).every(([name, value]) => {
      if (value === '') return true;
      return chosen[name] === value;
    }),
  );
}

/**
 * The attributes the cart line records for a variation: given values checked against the
 * variation (an "any" attribute takes any of the product's terms), specific values filled in,
 * every "any" attribute required.
 */
export function lineAttributes(
  variation: ProductRecord,
  chosen: Readonly<Record<string, string>>,
  attributes: readonly ProductAttributeTerms[],
): { ok: true; variation: Record<string, string> } | { ok: false; failure: CartFailure } {
  const result: Record<string, string> = { ...chosen };
  const missing: string[] = [];
  for (const entry of attributes) {
    if (!entry.isVariation) continue;
    const name = `attribute_${entry.attribute.taxonomy}`;
    const expected = variation.attributes[name] ?? '';
    const slugs = entry.terms.map((term) => term.slug);
    const given = chosen[name];
    if (given !== undefined) {
      if (given === expected) continue;
      if (expected === '' && slugs.includes(given)) continue;
      return {
        ok: false,
        failure: cartFailures.invalidVariationData(entry.attribute.label, slugs),
      };
    }
    if (expected !== '') result[name] = expected;
    else missing.push(entry.attribute.label);
  }
  if (missing.length > 0) return { ok: false, failure: cartFailures.missingVariationData(missing) };
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(result).sort()) sorted[name] = result[name] ?? '';
  return { ok: true, variation: sorted };
}
