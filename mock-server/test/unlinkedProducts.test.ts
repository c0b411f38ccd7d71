// A products page trimmed by `_fields` to what is not read from a product's links (the search
// box's fields) is built without reading variations, attribute terms or categories, shows the
// same as the full build trimmed, and is never handed to a page that shows those links. Such
// cards are built for the whole catalogue as the server starts, so a search then builds none.
import type { StoreProduct } from '../../contracts/store';
import { SEARCH_PRODUCT_FIELDS } from '../../client/features/search/slice';
import { filterResponseFields } from '../src/http/responseFields';
import type { CatalogRepository } from '../src/storage/catalogRepository';
import { buildStoreServices } from '../src/wiring/storeServices';
import { seededDatabase } from './seededDatabase';

const now = new Date('2025-06-01T12:00:00Z');
const ORIGIN = 'http://shop.test';
const FIELDS = [...SEARCH_PRODUCT_FIELDS];
const PAGE = { orderBy: 'date', order: 'desc', offset: 0, limit: 48 } as const;

/** The shop's reader, with counts of the link look-ups and of the builds given any product. */
function readerCountingLinks() {
  const services = buildStoreServices(seededDatabase(now, false), { clock: () => now });
  const repository: CatalogRepository = services.catalog;
  const reads = { links: 0, builds: 0 };
  const count = (name: keyof CatalogRepository, counter: keyof typeof reads) => {
    const read = repository[name].bind(repository) as (ids: readonly number[]) => never;
    (repository as unknown as Record<string, unknown>)[name] = (ids: readonly number[]) => {
      if (ids.length > 0) reads[counter] += 1;
      return read(ids);
    };
  };
  for (const name of ['variationRefsOf', 'attributesOf', 'categoriesOf'] as const)
    count(name, 'links');
  // Every build reads the products' pictures, with links or without.
  count('galleryOf', 'builds');
  return { reader: services.reader, reads };
}

const trimmed = (products: StoreProduct[], fields: string[]) =>
  products.map((product) => filterResponseFields(product, fields));

describe('a products page trimmed to fields without links', () => {
  it('shows what the full build shows, without reading any link', () => {
    const light = readerCountingLinks();
    const lightPage = light.reader.listProducts(PAGE, ORIGIN, FIELDS).items;
    expect(light.reads.links).toBe(0);
    const full = readerCountingLinks();
    const fullPage = full.reader.listProducts(PAGE, ORIGIN).items;
    expect(full.reads.links).toBeGreaterThan(0);
    // The seed's variable products are on the page: their prices come from their variations.
    expect(fullPage.some((product) => product.type === 'variable')).toBe(true);
    expect(trimmed(lightPage, FIELDS)).toEqual(trimmed(fullPage, FIELDS));
  });

  it.each([['variations'], ['attributes'], ['categories'], ['extensions.persian-shop']])(
    'reads the links when %s is asked',
    (field) => {
      const { reader, reads } = readerCountingLinks();
      reader.listProducts(PAGE, ORIGIN, ['id', field]);
      expect(reads.links).toBeGreaterThan(0);
    },
  );

  it('never hands a page built without links to one that shows them', () => {
    const { reader } = readerCountingLinks();
    reader.listProducts(PAGE, ORIGIN, FIELDS);
    const fullPage = reader.listProducts(PAGE, ORIGIN).items;
    const variable = fullPage.filter((product) => product.type === 'variable');
    expect(variable.length).toBeGreaterThan(0);
    for (const product of variable) {
      expect(product.variations.length).toBeGreaterThan(0);
      expect(product.attributes.length).toBeGreaterThan(0);
    }
    expect(fullPage.every((product) => product.categories.length > 0)).toBe(true);
  });

  it('builds no product for a search once the cards are warm', async () => {
    const { reader, reads } = readerCountingLinks();
    await reader.warmCards(ORIGIN, { stopped: () => false, sliceMs: 1, restMs: 0 });
    const warmed = reads.builds;
    expect(warmed).toBeGreaterThan(0);
    const found = reader.listProducts(
      { ...PAGE, search: 'کفش', orderBy: 'relevance' },
      ORIGIN,
      FIELDS,
    );
    expect(found.items.length).toBeGreaterThan(0);
    reader.listProducts({ ...PAGE, offset: 24 }, ORIGIN, FIELDS);
    expect(reads.builds).toBe(warmed);
    expect(reads.links).toBe(0);
    // A page showing the links still builds its own.
    reader.listProducts(PAGE, ORIGIN);
    expect(reads.links).toBeGreaterThan(0);
  });

  it('stops warming when the server closes', async () => {
    const { reader, reads } = readerCountingLinks();
    await reader.warmCards(ORIGIN, { stopped: () => true });
    expect(reads.builds).toBe(0);
  });
});
