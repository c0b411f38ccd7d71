// The product of the reference's test vectors (reference/swatches.md section 10).
import type { ClassicVariation, FormAttribute } from '../rules';

export const COLOR = 'attribute_pa_color';
export const SIZE = 'attribute_pa_size';

export const referenceAttributes: FormAttribute[] = [
  { name: COLOR, values: ['red', 'blue', 'green'] },
  { name: SIZE, values: ['s', 'm', 'l'] },
];

export const referenceTitles: Record<string, Record<string, string>> = {
  [COLOR]: { red: 'قرمز', blue: 'آبی', green: 'سبز' },
  [SIZE]: { s: 'S', m: 'M', l: 'L' },
};

const common = { is_purchasable: true, variation_is_visible: true, variation_is_active: true };

export const referenceVariations: ClassicVariation[] = [
  {
    ...common,
    variation_id: 11,
    attributes: { [COLOR]: 'red', [SIZE]: 's' },
    is_in_stock: true,
    max_qty: 3,
    variation_stock_left: '3 left',
  },
  {
    ...common,
    variation_id: 12,
    attributes: { [COLOR]: 'red', [SIZE]: 'm' },
    is_in_stock: false,
    max_qty: '',
    variation_stock_left: '',
  },
  {
    ...common,
    variation_id: 13,
    attributes: { [COLOR]: 'blue', [SIZE]: '' },
    is_in_stock: true,
    max_qty: '',
    variation_stock_left: '',
  },
  {
    ...common,
    variation_id: 14,
    attributes: { [COLOR]: 'green', [SIZE]: 'l' },
    is_in_stock: true,
    max_qty: 8,
    variation_stock_left: '8 left',
  },
];

/** The store hides out-of-stock items: variation 12 is not sent at all (vector V4). */
export const withoutOutOfStock = referenceVariations.filter((v) => v.variation_id !== 12);
