// The variation swatches plugin's data on a product (its Store API extension). The catalogue owns
// products, so it reads this too; the swatches feature builds its forms from it.
import {
  SWATCHES_EXTENSION,
  type StoreProduct,
  type SwatchProductData,
} from '../../../contracts/store';

/**
 * The product's swatch data, or null: a product without it gets plain choices. PHP encodes the
 * plugin's "nothing for this product" as an empty list (`[]`), which is no data either.
 */
export function swatchDataOf(product: StoreProduct | null | undefined): SwatchProductData | null {
  const data: unknown = product?.extensions[SWATCHES_EXTENSION];
  return typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as SwatchProductData).attributes)
    ? (data as SwatchProductData)
    : null;
}
