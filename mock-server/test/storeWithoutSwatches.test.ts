// With the swatches plugin off, the Store API sends a variable product without the swatch
// extension, its variations still listed.
import type { StoreProduct } from '../../contracts/store';
import { SWATCHES_EXTENSION } from '../../contracts/store';
import { buildTestApp, type TestApp } from './server';

// A plain WooCommerce site (no Variation Swatches plugin): what the storefront's plain variation
// form is built from, the product's attributes and variation list, without the extension.
describe('Store API products without the swatches plugin', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ store: { swatchesPlugin: false } });
  });
  afterAll(() => server.close());

  it('sends a variable product without the swatch extension, its variations still listed', async () => {
    const response = await server.app.inject({
      url: '/wp-json/wc/store/v1/products?slug=classic-cotton-tshirt',
      headers: { host: 'shop.test' },
    });
    const [product] = response.json() as StoreProduct[];
    expect(product?.type).toBe('variable');
    expect(product?.extensions[SWATCHES_EXTENSION]).toBeUndefined();
    expect(product?.extensions['persian-shop']).toBeDefined();
    expect(product?.attributes.filter((attribute) => attribute.has_variations)).toHaveLength(2);
    expect(product?.variations.length).toBeGreaterThan(0);
    // Blue comes in any size: WooCommerce's "any" is null in this list.
    expect(
      product?.variations.some((variation) =>
        variation.attributes.some((attribute) => attribute.value === null),
      ),
    ).toBe(true);
  });
});
