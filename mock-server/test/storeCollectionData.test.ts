// products/collection-data as WooCommerce 9.9 answers it: over the products route's filters, the
// price range, the products per attribute term and per stock status (issue 15 item 4).
import type { StoreCollectionData, StoreProduct } from '../../contracts/store';
import { buildTestApp, type TestApp } from './server';

const STORE = '/wp-json/wc/store/v1/products';
const COLLECTION = `${STORE}/collection-data`;

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

async function collection(query: string): Promise<StoreCollectionData> {
  const answer = await shop.app.inject({ url: `${COLLECTION}?${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json() as StoreCollectionData;
}

async function products(query: string): Promise<StoreProduct[]> {
  return (
    await shop.app.inject({ url: `${STORE}?per_page=100&${query}` })
  ).json() as StoreProduct[];
}

const colourIds = (product: StoreProduct) =>
  product.attributes.find((a) => a.taxonomy === 'pa_color')?.terms.map((t) => t.id) ?? [];

describe('products/collection-data', () => {
  it('answers null for every count not asked for', async () => {
    expect(await collection('')).toEqual({
      price_range: null,
      attribute_counts: null,
      stock_status_counts: null,
      rating_counts: null,
    });
  });

  it('gives the price range of the listing, leaving out its own price bounds', async () => {
    const bags = await products('category=bags');
    const prices = bags.map((product) => Number(product.prices.price));
    const data = await collection('category=bags&calculate_price_range=true&max_price=1');
    expect(data.price_range).toMatchObject({
      currency_code: 'IRT',
      currency_minor_unit: 0,
      min_price: String(Math.min(...prices)),
    });
    expect(Number(data.price_range!.max_price)).toBeGreaterThanOrEqual(Math.max(...prices));
  });

  it('counts the products of each colour in the listing, its own colour filter left out', async () => {
    const listed = await products('category=clothing');
    const data = await collection(
      'category=clothing&attributes[0][attribute]=pa_color&attributes[0][slug][]=black' +
        '&calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or',
    );
    const expected = new Map<number, number>();
    for (const product of listed) {
      for (const id of colourIds(product)) expected.set(id, (expected.get(id) ?? 0) + 1);
    }
    expect(new Map(data.attribute_counts!.map(({ term, count }) => [term, count]))).toEqual(
      expected,
    );
  });

  it("counts over a search's hits only (the search results page's filters)", async () => {
    const search = `search=${encodeURIComponent('کیف چرمی')}`;
    const found = await products(search);
    expect(found.length).toBeGreaterThan(0);
    const prices = found.map((product) => Number(product.prices.price));
    const colours = new Map<number, number>();
    for (const product of found) {
      for (const id of colourIds(product)) colours.set(id, (colours.get(id) ?? 0) + 1);
    }
    const data = await collection(
      `${search}&calculate_price_range=true&calculate_stock_status_counts=true` +
        '&calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or',
    );
    expect(Number(data.price_range!.min_price)).toBe(Math.min(...prices));
    expect(new Map(data.attribute_counts!.map(({ term, count }) => [term, count]))).toEqual(
      colours,
    );
    const counted = data.stock_status_counts!.reduce((sum, row) => sum + row.count, 0);
    expect(counted).toBe(found.length);
  });

  it('counts stock statuses under the other filters', async () => {
    const data = await collection('calculate_stock_status_counts=true&stock_status[]=instock');
    const all = await products('');
    const byStatus = (status: string) =>
      data.stock_status_counts!.find((row) => row.status === status)?.count ?? 0;
    expect(byStatus('instock')).toBe(all.filter((product) => product.is_in_stock).length);
    expect(byStatus('outofstock')).toBe(all.filter((product) => !product.is_in_stock).length);
  });

  it('refuses a malformed question in the WordPress error shape', async () => {
    for (const query of [
      'calculate_price_range=maybe',
      'calculate_attribute_counts[0][query_type]=or',
    ]) {
      const answer = await shop.app.inject({ url: `${COLLECTION}?${query}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });
});
