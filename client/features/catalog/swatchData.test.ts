// What a real WordPress sends as the swatches extension: data for a variable product, and PHP's
// empty array for the rest (a simple product once showed "loading options" for ever).
import { SWATCHES_EXTENSION, type StoreProduct } from '../../../contracts/store';
import { swatchDataOf } from './swatchData';

const withExtension = (value: unknown) =>
  ({ id: 1, extensions: { [SWATCHES_EXTENSION]: value } }) as unknown as StoreProduct;

describe('swatchDataOf', () => {
  it.each([[[]], [{}], [null], ['']])('reads %p as no swatch data (plain choices)', (value) => {
    expect(swatchDataOf(withExtension(value))).toBeNull();
  });

  it('reads a product without the extension, or no product, as no data', () => {
    expect(swatchDataOf({ id: 1, extensions: {} } as unknown as StoreProduct)).toBeNull();
    expect(swatchDataOf(undefined)).toBeNull();
  });

  it("keeps the plugin's data for a variable product", () => {
    const data = { settings: {}, attributes: [], variation_count: 4, variations_path: 'x' };
    expect(swatchDataOf(withExtension(data))).toBe(data);
  });
});
