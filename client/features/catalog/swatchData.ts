// The variation swatches plugin's data on a product (its Store API extension). The catalogue owns
// products, so it reads this too; the swatches feature builds its forms from it.
import {
  SWATCHES_EXTENSION,
  type StoreProduct,
  type SwatchProductData,
} from '../../../contracts/store';

export function swatchDataOf(product: StoreProduct | null | undefined): SwatchProductData | null {
  return product?.extensions[SWATCHES_EXTENSION] ?? null;
}
