// Catalogue and cart arrangements for tests and Pact provider states, made directly in the test
// server's database (a live site arranges the same things in its WooCommerce admin).
import type Database from 'better-sqlite3';
import { LARGE_PRODUCT_SLUG, VECTOR_PRODUCT_SLUG } from '../src/seed/catalogProducts';
import { seedCatalogIfEmpty } from '../src/seed/catalog';
import type { ProductRecord } from '../src/storage/catalogRecords';
import { createSqliteCatalogRepository } from '../src/storage/catalogRepository';

export { LARGE_PRODUCT_SLUG, VECTOR_PRODUCT_SLUG };

/** Seeds the demo catalogue unless it is there already (the pact provider starts unseeded). */
export function ensureCatalog(db: Database.Database, now: Date = new Date()): void {
  seedCatalogIfEmpty(db, now);
}

function bySlug(db: Database.Database, slug: string): ProductRecord {
  const product = createSqliteCatalogRepository(db).findProductBySlug(slug);
  if (!product) throw new Error(`no product ${slug}: seed the catalogue first`);
  return product;
}

function variation(
  db: Database.Database,
  productId: number,
  attributes: Record<string, string>,
): ProductRecord {
  const found = createSqliteCatalogRepository(db)
    .variationsOf(productId)
    .find((candidate) =>
      Object.entries(attributes).every(([name, value]) => candidate.attributes[name] === value),
    );
  if (!found) throw new Error(`no variation ${JSON.stringify(attributes)} of ${productId}`);
  return found;
}

/**
 * The ids of the seeded products the tests talk about. The vector product's variations are the
 * swatch reference's: red/S (3 in stock), red/M (out of stock), blue/any size (stock not
 * managed), green/L (8 in stock).
 */
export function catalogFixture(db: Database.Database) {
  const vector = bySlug(db, VECTOR_PRODUCT_SLUG);
  const pick = (color: string, size: string) =>
    variation(db, vector.id, { attribute_pa_color: color, attribute_pa_size: size }).id;
  return {
    vectorProduct: {
      id: vector.id,
      slug: vector.slug,
      redSmall: pick('red', 's'),
      redMedium: pick('red', 'm'),
      blueAnySize: pick('blue', ''),
      greenLarge: pick('green', 'l'),
    },
    largeProduct: { id: bySlug(db, LARGE_PRODUCT_SLUG).id, slug: LARGE_PRODUCT_SLUG },
    /** A simple product with managed stock (25 power banks). */
    simpleInStock: { id: bySlug(db, 'power-bank-20000').id, slug: 'power-bank-20000' },
    /** A simple product that is out of stock (the gaming headset). */
    simpleOutOfStock: { id: bySlug(db, 'gaming-headset').id, slug: 'gaming-headset' },
    /** A virtual, downloadable product: a cart of only these needs no shipping. */
    virtualProduct: { id: bySlug(db, 'gift-card-500k').id, slug: 'gift-card-500k' },
  };
}

/** Sets the stock of a product or variation (null = not managed); 0 puts it out of stock. */
export function setStock(db: Database.Database, id: number, quantity: number | null): void {
  if (!createSqliteCatalogRepository(db).setStock(id, quantity)) {
    throw new Error(`no product or variation ${id}`);
  }
}

export function putOutOfStock(db: Database.Database, id: number): void {
  setStock(db, id, 0);
}

/** Empties every cart (between provider states). */
export function clearCarts(db: Database.Database): void {
  db.exec('DELETE FROM carts');
}
