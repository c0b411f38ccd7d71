// The per-variation rules of WooCommerce's variation form and the swatches plugin, shared by the
// indexed engine and the reference scan so both read a variation exactly the same way.
import type { SwatchOptions } from './options';

/** One entry of product_variations in the classic shape (SPEC section 3); extra fields are kept. */
export interface ClassicVariation {
  variation_id: number;
  /** attribute_pa_x -> slug; '' means "any value". */
  attributes: Record<string, string>;
  is_in_stock: boolean;
  /** A number, or '' (or absent) when the quantity is unlimited. */
  max_qty?: number | string | null;
  /** The stock-left figure shown on swatches, '' when stock is not managed. */
  variation_stock_left?: string;
  is_purchasable?: boolean;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
}

/** The attributes of a variation form, in display order, each with its values in display order. */
export interface FormAttribute {
  name: string;
  values: readonly string[];
}

/** attribute name -> chosen value; '' or a missing key means not chosen. */
export type Selection = Readonly<Record<string, string>>;

export type ActivityRule = Pick<SwatchOptions, 'disableOutOfStock' | 'clickableOutOfStock'>;

/**
 * Core's variation_is_active, plus disable_out_of_stock: SPEC 4 says out-of-stock items are then
 * disabled, which is what the Pro's "Disable Out of Stock" does (it makes such variations inactive),
 * unless clickable_out_of_stock asks for them to stay clickable (reference V5, V8).
 */
export function isActive(variation: ClassicVariation, rule: ActivityRule): boolean {
  if (variation.variation_is_active === false) return false;
  return !(rule.disableOutOfStock && !rule.clickableOutOfStock && !variation.is_in_stock);
}

/** Core's found_variation check: purchasable, in stock and visible (and, here, active). */
export function isPurchasable(variation: ClassicVariation, rule: ActivityRule): boolean {
  return (
    variation.is_purchasable !== false &&
    variation.is_in_stock &&
    variation.variation_is_visible !== false &&
    isActive(variation, rule)
  );
}

/** max_qty as a number; 0 when unlimited or unreadable. */
export function maxQuantity(variation: ClassicVariation): number {
  const raw = variation.max_qty;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The Pro stock badge of one variation: its stock-left text, or null when it shows none. */
export function stockBadge(variation: ClassicVariation, threshold: number): string | null {
  const max = maxQuantity(variation);
  const text = variation.variation_stock_left ?? '';
  return variation.is_in_stock && max > 0 && text !== '' && max <= threshold ? text : null;
}

/** Core's isMatch: only a non-empty value on both sides that differs rules a variation out. */
export function matches(attributes: Record<string, string>, selection: Selection): boolean {
  for (const name in attributes) {
    const own = attributes[name] ?? '';
    const chosen = selection[name] ?? '';
    if (own !== '' && chosen !== '' && own !== chosen) return false;
  }
  return true;
}

export function chosenValue(selection: Selection, name: string): string {
  return selection[name] ?? '';
}
