// client/api/storeListing.ts against the real server: the shop page's sorted, filtered list and
// the attribute terms its filters offer, in the Store API's own parameters.
import type { StoreProduct } from '../../contracts/store';
import { getAttributeTerms, getAttributes, getCollectionData, getListing } from './storeListing';
import { askForUncompressedAnswers, openLiveSite, type LiveSite } from './testSupport/liveSite';

askForUncompressedAnswers();

let site: LiveSite;

beforeAll(async () => {
  site = await openLiveSite();
});

afterAll(async () => {
  await site.server.close();
});

const colourSlugs = (product: StoreProduct) =>
  product.attributes
    .find((attribute) => attribute.taxonomy === 'pa_color')
    ?.terms.map((t) => t.slug) ?? [];

describe('the shop page’s list', () => {
  it('sorts by price and keeps only the chosen colour, in stock', async () => {
    const all = await getListing({ per_page: 100 });
    const page = await getListing({
      per_page: 100,
      orderby: 'price',
      order: 'asc',
      attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
      stock_status: ['instock'],
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(all.total);
    expect(page.items.every((product) => colourSlugs(product).includes('black'))).toBe(true);
    expect(page.items.every((product) => product.is_in_stock)).toBe(true);
    const prices = page.items.map((product) => Number(product.prices.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('reads the colours with the number of products carrying each', async () => {
    const colour = (await getAttributes()).find((attribute) => attribute.taxonomy === 'pa_color')!;
    const terms = await getAttributeTerms(colour.id);
    const black = terms.find((term) => term.slug === 'black')!;
    const listed = await getListing({
      per_page: 1,
      attributes: [{ attribute: 'pa_color', slug: ['black'] }],
    });
    expect(listed.total).toBe(black.count);
  });

  it("asks collection-data for the listing's counts and price range", async () => {
    const colour = (await getAttributes()).find((attribute) => attribute.taxonomy === 'pa_color')!;
    const black = (await getAttributeTerms(colour.id)).find((term) => term.slug === 'black')!;
    const data = await getCollectionData({
      category: 'clothing',
      stock_status: ['instock'],
      calculate_price_range: true,
      calculate_attribute_counts: [{ taxonomy: 'pa_color', query_type: 'or' }],
    });
    const listed = await getListing({
      per_page: 1,
      category: 'clothing',
      stock_status: ['instock'],
      attributes: [{ attribute: 'pa_color', slug: ['black'] }],
    });
    expect(data.attribute_counts?.find((row) => row.term === black.id)?.count).toBe(listed.total);
    expect(Number(data.price_range?.min_price)).toBeGreaterThan(0);
  });
});
