// The Store API's attribute routes, which the shop page's filters read (issue 15 item 4).
import type { StoreTerm, StoreProductAttributeDefinition } from '../../contracts/store';
import { buildTestApp, type TestApp } from './server';

const ATTRIBUTES = '/wp-json/wc/store/v1/products/attributes';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

async function attributes(): Promise<StoreProductAttributeDefinition[]> {
  const answer = await shop.app.inject({ url: ATTRIBUTES });
  expect(answer.statusCode).toBe(200);
  return answer.json() as StoreProductAttributeDefinition[];
}

describe('products/attributes and their terms', () => {
  it('lists the global attributes in WooCommerce’s shape', async () => {
    const list = await attributes();
    const colour = list.find((attribute) => attribute.taxonomy === 'pa_color');
    expect(colour).toEqual({
      id: expect.any(Number),
      name: 'رنگ',
      taxonomy: 'pa_color',
      type: 'select',
      order: 'menu_order',
      has_archives: false,
      count: expect.any(Number),
    });
    expect(colour!.count).toBeGreaterThan(1);
  });

  it('lists an attribute’s terms with the products carrying each, as the filter shows them', async () => {
    const colour = (await attributes()).find((attribute) => attribute.taxonomy === 'pa_color')!;
    const answer = await shop.app.inject({
      url: `${ATTRIBUTES}/${colour.id}/terms?orderby=menu_order`,
    });
    expect(answer.statusCode).toBe(200);
    const terms = answer.json() as StoreTerm[];
    expect(terms).toHaveLength(colour.count);
    const black = terms.find((term) => term.slug === 'black')!;
    expect(Object.keys(black).sort()).toEqual(
      ['count', 'description', 'id', 'name', 'parent', 'slug'].sort(),
    );
    // The count is the number of products the filter then lists.
    const listed = await shop.app.inject({
      url: '/wp-json/wc/store/v1/products?attributes[0][attribute]=pa_color&attributes[0][slug][]=black',
    });
    expect(Number(listed.headers['x-wp-total'])).toBe(black.count);
    const byName = (
      await shop.app.inject({ url: `${ATTRIBUTES}/${colour.id}/terms?orderby=slug&order=desc` })
    ).json() as StoreTerm[];
    expect(byName.map((term) => term.slug)).toEqual(
      terms
        .map((term) => term.slug)
        .sort()
        .reverse(),
    );
  });

  it('answers an unknown attribute with WooCommerce’s 404 and refuses a bad order', async () => {
    for (const id of ['9999', 'colour']) {
      const answer = await shop.app.inject({ url: `${ATTRIBUTES}/${id}/terms` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'woocommerce_rest_taxonomy_invalid',
        data: { status: 404 },
      });
    }
    const bad = await shop.app.inject({ url: `${ATTRIBUTES}/1/terms?orderby=price` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});
