// The variation swatches plugin's settings as this shop sets them (every hint on), and the
// plugin's data on each product.
import type {
  SwatchAttribute,
  SwatchProductData,
  SwatchSettings,
} from '../../../../contracts/store';
import { SWATCHES_NAMESPACE } from '../../../../contracts/store';
import type { ProductAttributeTerms } from '../../storage/catalogRecords';

/**
 * The shop's swatch settings, in the raw form WordPress localises them (flags as "yes"/"no",
 * numbers as strings), so the client's truthy parsing is exercised exactly as on a real site.
 * The shop turns on every hint the Pro plugin offers: tooltips for out-of-stock and unavailable
 * items, clickable out-of-stock items, the stock-left badge and deselection of unavailable
 * combinations.
 */
export const DEFAULT_SWATCH_SETTINGS: Readonly<SwatchSettings> = {
  show_variation_label: 'yes',
  variation_label_separator: ':',
  out_of_stock_tooltip_text: '(ناموجود)',
  unavailable_tooltip_text: '(ناموجود)',
  clickable_out_of_stock: 'yes',
  clear_on_reselect: 'no',
  disable_out_of_stock: 'no',
  deselect_unavailable: 'yes',
  show_variation_stock: 'yes',
  stock_label_threshold: '5',
  display_limit: '8',
  attribute_behavior: 'blur',
  enable_tooltip: 'yes',
};

/** Overrides win key by key; an override of `undefined` removes the key (the plugin's "not set"). */
export function swatchSettings(overrides: Partial<SwatchSettings> = {}): SwatchSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_SWATCH_SETTINGS };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return merged as SwatchSettings;
}

export function variationsPath(productId: number): string {
  return `${SWATCHES_NAMESPACE}/single-product/${productId}`;
}

function swatchAttribute(entry: ProductAttributeTerms): SwatchAttribute {
  return {
    attribute_name: `attribute_${entry.attribute.taxonomy}`,
    taxonomy: entry.attribute.taxonomy,
    label: entry.attribute.label,
    type: entry.attribute.swatchType,
    terms: entry.terms.map((term) => ({
      id: term.id,
      slug: term.slug,
      name: term.name,
      ...(term.primaryColor !== null ? { primary_color: term.primaryColor } : {}),
      ...(term.secondaryColor !== null
        ? { secondary_color: term.secondaryColor, is_dual_color: true }
        : {}),
      // The plugin's tooltip falls back to the term name.
      tooltip_text: term.name,
    })),
  };
}

export function swatchProductData(
  productId: number,
  attributes: readonly ProductAttributeTerms[],
  variationCount: number,
  settings: SwatchSettings,
): SwatchProductData {
  return {
    settings,
    attributes: attributes.filter((entry) => entry.isVariation).map(swatchAttribute),
    variation_count: variationCount,
    variations_path: variationsPath(productId),
  };
}
