// The product form's variation data from the Swatches Pro route: WooCommerce's classic shape,
// following stock, 304 for a current client, and the out-of-stock settings of the store.
import zlib from 'node:zlib';
import type { ProductVariation } from '../../contracts/store';
import { CatalogReader } from '../src/domain/catalog/catalogReader';
import { catalogFixture, putOutOfStock, setStock } from './catalogStates';
import { buildTestApp, type TestApp } from './server';

const now = new Date('2025-06-01T12:00:00Z');
const ROUTE = '/wp-json/woo-variation-swatches/v1/single-product';

async function variations(server: TestApp, id: number, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    url: `${ROUTE}/${id}`,
    headers: { host: 'shop.test', ...headers },
  });
  return {
    response,
    body:
      response.statusCode === 200 && !response.headers['content-encoding']
        ? (response.json() as ProductVariation[])
        : [],
  };
}

describe("the product form's variation data (Swatches Pro route)", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ clock: () => now });
  });
  afterAll(() => server.close());

  it("serves the reference vectors in WooCommerce's classic shape", async () => {
    const { vectorProduct: p } = catalogFixture(server.db);
    const { response, body } = await variations(server, p.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-variation-swatches-header']).toBe('1');
    const summary = body.map((variation) => ({
      id: variation.variation_id,
      attributes: variation.attributes,
      in: variation.is_in_stock,
      max: variation.max_qty,
      left: variation.variation_stock_left,
    }));
    expect(summary).toEqual([
      {
        id: p.redSmall,
        attributes: { attribute_pa_color: 'red', attribute_pa_size: 's' },
        in: true,
        max: 3,
        left: '۳ عدد باقی مانده',
      },
      {
        id: p.redMedium,
        attributes: { attribute_pa_color: 'red', attribute_pa_size: 'm' },
        in: false,
        max: '',
        left: '۰ عدد باقی مانده',
      },
      {
        id: p.blueAnySize,
        attributes: { attribute_pa_color: 'blue', attribute_pa_size: '' },
        in: true,
        max: '',
        left: '',
      },
      {
        id: p.greenLarge,
        attributes: { attribute_pa_color: 'green', attribute_pa_size: 'l' },
        in: true,
        max: 8,
        left: '۸ عدد باقی مانده',
      },
    ]);
    const red = body[0];
    expect(red).toMatchObject({
      display_price: 490_000,
      display_regular_price: 490_000,
      is_purchasable: true,
      variation_is_active: true,
      variation_is_visible: true,
      min_qty: 1,
      is_sold_individually: 'no',
      sku: 'TS-CLASSIC-RED-S',
      availability_html: '<p class="stock in-stock">۳ عدد در انبار</p>',
      // One price for every variation: WooCommerce then prints none per variation.
      price_html: '',
    });
    expect(red?.image.src).toBe(
      'http://shop.test/wp-content/uploads/catalog/classic-cotton-tshirt-red.webp',
    );
    expect(red?.image.thumb_src).toBe(
      'http://shop.test/wp-content/uploads/catalog/classic-cotton-tshirt-red-300x300.webp',
    );
  });

  it('follows the stock: a sold-out variation turns out of stock on the next request', async () => {
    const { vectorProduct: p } = catalogFixture(server.db);
    const before = await variations(server, p.id);
    putOutOfStock(server.db, p.greenLarge);
    const after = await variations(server, p.id);
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    expect(after.body.find((v) => v.variation_id === p.greenLarge)).toMatchObject({
      is_in_stock: false,
      max_qty: '',
    });
    setStock(server.db, p.greenLarge, 8);
  });

  it('answers 304 to a client that has the current version', async () => {
    const { vectorProduct: p } = catalogFixture(server.db);
    const first = await variations(server, p.id);
    const etag = String(first.response.headers.etag);
    const again = await variations(server, p.id, { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
  });

  it('sends thousands of variations compressed, built once per change of the product', async () => {
    const { largeProduct } = catalogFixture(server.db);
    const { response } = await variations(server, largeProduct.id, {
      'accept-encoding': 'br, gzip',
    });
    expect(response.headers['content-encoding']).toBe('br');
    const list = JSON.parse(
      zlib.brotliDecompressSync(response.rawPayload).toString('utf8'),
    ) as ProductVariation[];
    expect(list.length).toBeGreaterThanOrEqual(5000);
    expect(Object.keys(list[0]?.attributes ?? {})).toEqual([
      'attribute_pa_color',
      'attribute_pa_size',
      'attribute_pa_material',
    ]);
    expect(list.some((variation) => !variation.is_in_stock)).toBe(true);
    expect(list.every((variation) => variation.max_qty === '' || variation.max_qty <= 4)).toBe(
      true,
    );
    // The second answer comes from the cache: nothing is rebuilt, even when another product
    // sells out in between.
    setStock(server.db, catalogFixture(server.db).simpleInStock.id, 24);
    const build = jest.spyOn(CatalogReader.prototype, 'classicVariations');
    const cached = await variations(server, largeProduct.id, { 'accept-encoding': 'br' });
    expect(cached.response.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(build).not.toHaveBeenCalled();
    build.mockRestore();
  });

  it('answers 404 for no product and 403 for a product without variations', async () => {
    const missing = await variations(server, 999_999);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.response.json()).toMatchObject({
      code: 'woocommerce_rest_product_invalid_id',
      data: { status: 404 },
    });
    const { simpleInStock } = catalogFixture(server.db);
    const simple = await variations(server, simpleInStock.id);
    expect(simple.response.statusCode).toBe(403);
    expect(simple.response.json()).toMatchObject({ code: 'woo_variation_swatches_not_variable' });
  });
});

describe('store settings for out-of-stock variations', () => {
  it('"Hide out of stock items" leaves them out of the data and the product', async () => {
    const server = await buildTestApp({ clock: () => now, store: { hideOutOfStockItems: true } });
    try {
      const { vectorProduct: p } = catalogFixture(server.db);
      const { body } = await variations(server, p.id);
      expect(body.map((variation) => variation.variation_id)).toEqual([
        p.redSmall,
        p.blueAnySize,
        p.greenLarge,
      ]);
      const product = server.app.inject({ url: `/wp-json/wc/store/v1/products/${p.id}` });
      expect((await product).json()).toMatchObject({
        extensions: { 'woo-variation-swatches': { variation_count: 3 } },
      });
      const listing = await server.app.inject({
        url: '/wp-json/wc/store/v1/products?per_page=100',
      });
      expect(listing.json<{ slug: string }[]>().map((item) => item.slug)).not.toContain(
        'gaming-headset',
      );
    } finally {
      await server.close();
    }
  });

  it('"Disable Out of Stock" sends them inactive, and swatch settings can be overridden', async () => {
    const server = await buildTestApp({
      clock: () => now,
      store: { disableOutOfStockVariations: true, swatches: { clear_on_reselect: '1' } },
    });
    try {
      const { vectorProduct: p } = catalogFixture(server.db);
      const { body } = await variations(server, p.id);
      expect(
        body.find((variation) => variation.variation_id === p.redMedium)?.variation_is_active,
      ).toBe(false);
      expect(
        body.find((variation) => variation.variation_id === p.redSmall)?.variation_is_active,
      ).toBe(true);
      const product = await server.app.inject({ url: `/wp-json/wc/store/v1/products/${p.id}` });
      expect(product.json()).toMatchObject({
        extensions: { 'woo-variation-swatches': { settings: { clear_on_reselect: '1' } } },
      });
    } finally {
      await server.close();
    }
  });
});
