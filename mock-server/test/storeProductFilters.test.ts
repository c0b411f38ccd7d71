// The Store API's list filters as WooCommerce reads them from a PHP query string: stock_status[]
// and attributes[i][…] (issue 15 item 4). Before, Fastify's parser kept `stock_status[]` as a
// key of its own and both were ignored: every product came back.
import type { StoreProduct } from '../../contracts/store';
import { buildTestApp, type TestApp } from './server';

const PRODUCTS = '/wp-json/wc/store/v1/products';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

async function list(query: string) {
  const answer = await shop.app.inject({ url: `${PRODUCTS}?per_page=100&${query}` });
  expect(answer.statusCode).toBe(200);
  return {
    total: Number(answer.headers['x-wp-total']),
    products: answer.json() as StoreProduct[],
  };
}

const termsOf = (product: StoreProduct, taxonomy: string) =>
  product.attributes
    .find((attribute) => attribute.taxonomy === taxonomy)
    ?.terms.map((t) => t.slug) ?? [];

describe('Store API list filters in PHP query syntax', () => {
  it('reads stock_status[] as a list', async () => {
    const all = await list('');
    const out = await list('stock_status[]=outofstock');
    expect(out.total).toBeGreaterThan(0);
    expect(out.total).toBeLessThan(all.total);
    expect(out.products.every((product) => !product.is_in_stock)).toBe(true);
    const both = await list('stock_status[]=outofstock&stock_status[]=instock');
    expect(both.total).toBe(all.total);
  });

  it('keeps products with any of the chosen terms of an attribute', async () => {
    const all = await list('');
    const black = await list('attributes[0][attribute]=pa_color&attributes[0][slug][]=black');
    expect(black.total).toBeGreaterThan(0);
    expect(black.total).toBeLessThan(all.total);
    expect(black.products.every((product) => termsOf(product, 'pa_color').includes('black'))).toBe(
      true,
    );
    const blackOrWhite = await list(
      'attributes[0][attribute]=pa_color&attributes[0][slug][]=black&attributes[0][slug][]=white',
    );
    expect(blackOrWhite.total).toBeGreaterThanOrEqual(black.total);
  });

  it('takes terms by id too, and every attribute given must hold', async () => {
    const black = await list('attributes[0][attribute]=pa_color&attributes[0][slug][]=black');
    const termId = black.products[0]!.attributes.find(
      (attribute) => attribute.taxonomy === 'pa_color',
    )!.terms.find((term) => term.slug === 'black')!.id;
    const byId = await list(`attributes[0][attribute]=pa_color&attributes[0][term_id][]=${termId}`);
    expect(byId.total).toBe(black.total);
    const sizes = black.products.flatMap((product) => termsOf(product, 'pa_size'));
    const size = sizes[0]!;
    const both = await list(
      'attributes[0][attribute]=pa_color&attributes[0][slug][]=black' +
        `&attributes[1][attribute]=pa_size&attributes[1][slug][]=${size}`,
    );
    expect(both.total).toBeGreaterThan(0);
    expect(
      both.products.every(
        (product) =>
          termsOf(product, 'pa_color').includes('black') &&
          termsOf(product, 'pa_size').includes(size),
      ),
    ).toBe(true);
  });

  it('leaves out products with a term (not_in), and an unknown term matches nothing', async () => {
    const all = await list('');
    const black = await list('attributes[0][attribute]=pa_color&attributes[0][slug][]=black');
    const notBlack = await list(
      'attributes[0][attribute]=pa_color&attributes[0][slug][]=black&attributes[0][operator]=not_in',
    );
    expect(notBlack.total).toBe(all.total - black.total);
    expect(
      (await list('attributes[0][attribute]=pa_color&attributes[0][slug][]=plaid')).total,
    ).toBe(0);
  });

  it('refuses a filter without its attribute, in the WordPress error shape', async () => {
    const answer = await shop.app.inject({ url: `${PRODUCTS}?attributes[0][slug][]=black` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });
});
