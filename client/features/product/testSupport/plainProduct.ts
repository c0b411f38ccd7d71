// For tests: a variable product as a plain WooCommerce site (without the swatches plugin) sends
// it, for the plain variation form.
import type { StoreProduct } from '../../../../contracts/store';
import { makeProduct } from '../../catalog/testSupport/products';

// As a plain WooCommerce site answers (woocommerce-9.9.5-store-api.json product_variable, in
// Persian): colour × size, without blue in M; a local "material" attribute with a variation
// accepting any material; a non-varying attribute that the form leaves out.
export function plainProduct(): StoreProduct {
  return makeProduct({
    id: 177,
    slug: 'tshirt',
    name: 'تی‌شرت',
    type: 'variable',
    attributes: [
      {
        id: 1,
        name: 'رنگ',
        taxonomy: 'pa_color',
        has_variations: true,
        terms: [
          { id: 17, name: 'آبی', slug: 'blue' },
          { id: 16, name: 'قرمز', slug: 'red' },
        ],
      },
      {
        id: 2,
        name: 'اندازه',
        taxonomy: 'pa_size',
        has_variations: true,
        terms: [
          { id: 19, name: 'M', slug: 'm' },
          { id: 18, name: 'S', slug: 's' },
        ],
      },
      {
        id: 0,
        name: 'جنس',
        taxonomy: null,
        has_variations: false,
        terms: [{ id: 0, name: 'نخ', slug: 'نخ' }],
      },
    ],
    variations: [
      {
        id: 178,
        attributes: [
          { name: 'رنگ', value: 'red' },
          { name: 'اندازه', value: 's' },
        ],
      },
      {
        id: 179,
        attributes: [
          { name: 'رنگ', value: 'red' },
          { name: 'اندازه', value: 'm' },
        ],
      },
      {
        id: 180,
        attributes: [
          { name: 'رنگ', value: 'blue' },
          { name: 'اندازه', value: 's' },
        ],
      },
    ],
  });
}
