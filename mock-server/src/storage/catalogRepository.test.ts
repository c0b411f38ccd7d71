// The catalogue repository: the catalogue version moves on every write but a sale, stock and
// status set together, "and" category filters, and a variable product out only when all are.
import { seedCatalogIfEmpty } from '../seed/catalog';
import { createSqliteCatalogRepository } from './catalogRepository';
import { createSqliteCartRepository } from './cartRepository';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';

const now = '2025-06-01T12:00:00';

function seeded() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  return db;
}

describe('catalogue repository', () => {
  const db = seeded();
  const repository = createSqliteCatalogRepository(db);
  afterAll(() => db.close());

  it('counts a new version on every catalogue write but a sale, whoever makes it', () => {
    const before = repository.version();
    const product = repository.findProductBySlug('power-bank-20000');
    if (!product) throw new Error('not seeded');
    const other = repository.findProductBySlug('custom-sneaker');
    if (!other) throw new Error('not seeded');
    const [productBefore, otherBefore] = [product.id, other.id].map((id) =>
      repository.productVersion(id),
    );
    repository.setStock(product.id, 7);
    // A stock change (a sale) is not a catalogue write: only the product's version moves.
    expect(repository.version()).toBe(before);
    // Only that product's own version moves; a variation's write moves its parent's.
    expect(repository.productVersion(product.id)).not.toBe(productBefore);
    expect(repository.productVersion(other.id)).toBe(otherBefore);
    const variation = repository.variationsOf(other.id)[0];
    if (!variation) throw new Error('no variations');
    repository.setStock(variation.id, 3);
    expect(repository.productVersion(other.id)).not.toBe(otherBefore);
    db.prepare('UPDATE products SET name = name WHERE id = ?').run(product.id);
    expect(repository.version()).toBe(before);
    db.prepare(`UPDATE products SET name = name || '!' WHERE id = ?`).run(product.id);
    expect(repository.version()).toBe(before + 1);
    // Carts are not the catalogue.
    createSqliteCartRepository(db).saveLine(
      't_x',
      { key: 'k'.repeat(32), productId: product.id, variationId: 0, variation: {}, quantity: 1 },
      now,
    );
    expect(repository.version()).toBe(before + 1);
  });

  it('sets stock and status together', () => {
    const product = repository.findProductBySlug('leather-card-holder');
    if (!product) throw new Error('not seeded');
    repository.setStock(product.id, 0);
    expect(repository.findProduct(product.id)).toMatchObject({
      stockQuantity: 0,
      stockStatus: 'outofstock',
    });
    repository.setStock(product.id, null);
    expect(repository.findProduct(product.id)).toMatchObject({
      stockQuantity: null,
      stockStatus: 'instock',
    });
    expect(repository.setStock(999_999, 1)).toBe(false);
  });

  it('lists with every category of a group required under "and"', () => {
    const categories = new Map(
      repository.allCategories().map((category) => [category.slug, category.id]),
    );
    const id = (slug: string) => categories.get(slug) ?? -1;
    const both = repository.listProducts({
      offset: 0,
      limit: 100,
      categoryGroups: [[id('shoes'), id('sneakers'), id('boots')], [id('boots')]],
      categoryOperator: 'and',
      orderBy: 'id',
      order: 'asc',
      now,
    });
    expect(both.items.map((product) => product.slug)).toEqual([
      'chelsea-boot',
      'waterproof-hiking-boot',
      'heeled-ankle-boot',
    ]);
    expect(both.total).toBe(3);
  });

  it('lists a variable product as out of stock only when every variation is', () => {
    const listing = (stock: 'instock' | 'outofstock') =>
      repository
        .listProducts({
          offset: 0,
          limit: 100,
          stockStatus: [stock],
          orderBy: 'id',
          order: 'asc',
          now,
        })
        .items.map((product) => product.slug);
    expect(listing('outofstock')).toEqual(['gaming-headset']);
    const vector = repository.findProductBySlug('classic-cotton-tshirt');
    if (!vector) throw new Error('not seeded');
    for (const variation of repository.variationsOf(vector.id))
      repository.setStock(variation.id, 0);
    expect(listing('outofstock')).toEqual(['classic-cotton-tshirt', 'gaming-headset']);
    expect(listing('instock')).not.toContain('classic-cotton-tshirt');
  });
});
