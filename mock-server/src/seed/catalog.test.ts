// The demo catalogue: over 40 Persian products in Toman across four departments, swatch colours,
// variable products with gaps, the swatch reference vectors, a picture for each; seeded once.
import type Database from 'better-sqlite3';
import { catalogFixture } from '../../test/catalogStates';
import { CATALOG_IMAGES_PATH } from '../domain/catalog/imageView';
import { IN_MEMORY, openDatabase } from '../storage/database';
import { createSqliteCatalogRepository } from '../storage/catalogRepository';
import { migrate } from '../storage/migrations';
import { seedCatalogIfEmpty } from './catalog';
import { LARGE_PRODUCT_SLUG, PRODUCTS } from './catalogProducts';
import { COLOURS } from './catalogVocabulary';

const now = new Date('2025-06-01T12:00:00Z');
const PERSIAN = /[\u0600-\u06FF]/;

describe('the demo catalogue', () => {
  let db: Database.Database;
  beforeAll(() => {
    db = openDatabase(IN_MEMORY);
    migrate(db);
    seedCatalogIfEmpty(db, now);
  });
  afterAll(() => db.close());

  it('has at least 40 Persian products with Latin slugs and Toman prices', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PRODUCTS.map((product) => product.slug)).size).toBe(PRODUCTS.length);
    for (const product of PRODUCTS) {
      expect(product.name).toMatch(PERSIAN);
      expect(product.slug).toMatch(/^[a-z0-9-]+$/);
      // Whole Toman, at least 10,000 (nothing in an Iranian shop costs less).
      expect(Number.isInteger(product.price) && product.price >= 10_000).toBe(true);
    }
    expect(createSqliteCatalogRepository(db).countProducts()).toBe(PRODUCTS.length);
  });

  it('fills clothing, shoes, bags and digital, each with products', () => {
    const repository = createSqliteCatalogRepository(db);
    const categories = repository.allCategories();
    const topLevel = categories.filter((category) => category.parent === 0).map((c) => c.slug);
    expect(topLevel).toEqual(['clothing', 'shoes', 'bags', 'digital']);
    for (const category of categories.filter((c) => c.parent !== 0)) {
      expect(repository.countInCategories([category.id])).toBeGreaterThan(0);
    }
  });

  it('gives every colour a swatch colour and a Persian name', () => {
    const colours = db
      .prepare<[], { slug: string; name: string; primary_color: string | null }>(
        `SELECT t.slug, t.name, t.primary_color FROM attribute_terms t
         JOIN product_attributes a ON a.id = t.attribute_id WHERE a.taxonomy = 'pa_color'`,
      )
      .all();
    expect(colours).toHaveLength(COLOURS.length);
    for (const colour of colours) {
      expect(colour.primary_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.name).toMatch(PERSIAN);
    }
  });

  it('has variable products on colour, size and material, with gaps and empty shelves', () => {
    const repository = createSqliteCatalogRepository(db);
    const attributes = db
      .prepare<[], { taxonomy: string; swatch_type: string }>(
        'SELECT taxonomy, swatch_type FROM product_attributes ORDER BY id',
      )
      .all();
    expect(attributes).toEqual([
      { taxonomy: 'pa_color', swatch_type: 'color' },
      { taxonomy: 'pa_size', swatch_type: 'button' },
      { taxonomy: 'pa_material', swatch_type: 'radio' },
    ]);
    const large = repository.findProductBySlug(LARGE_PRODUCT_SLUG);
    if (!large) throw new Error('no large product');
    const variations = repository.variationsOf(large.id);
    expect(variations.length).toBeGreaterThanOrEqual(5000);
    const terms = repository.attributesOf([large.id]).get(large.id) ?? [];
    const combinations = terms.reduce((product, entry) => product * entry.terms.length, 1);
    expect(variations.length).toBeLessThan(combinations);
    expect(variations.some((variation) => variation.stockQuantity === 0)).toBe(true);
    expect(variations.some((variation) => (variation.stockQuantity ?? 99) <= 5)).toBe(true);
    expect(new Set(variations.map((variation) => variation.regularPrice)).size).toBeGreaterThan(1);
    expect(new Set(variations.map((variation) => variation.sku)).size).toBe(variations.length);
    // Per-variation order limits: hand-finished materials allow fewer per order.
    expect(new Set(variations.map((variation) => variation.maxPerOrder))).toEqual(new Set([2, 4]));
    expect(variations.every((variation) => variation.imageId !== null)).toBe(true);
  });

  it('seeds the swatch reference vectors as a real product', () => {
    const repository = createSqliteCatalogRepository(db);
    const fixture = catalogFixture(db);
    const byId = (id: number) => repository.findProduct(id);
    expect(byId(fixture.vectorProduct.redSmall)?.stockQuantity).toBe(3);
    expect(byId(fixture.vectorProduct.redMedium)?.stockStatus).toBe('outofstock');
    expect(byId(fixture.vectorProduct.blueAnySize)?.stockQuantity).toBeNull();
    expect(byId(fixture.vectorProduct.blueAnySize)?.attributes.attribute_pa_size).toBe('');
    expect(byId(fixture.vectorProduct.greenLarge)?.stockQuantity).toBe(8);
    expect(repository.variationsOf(fixture.vectorProduct.id)).toHaveLength(4);
  });

  it('pictures every product and colour with its own generated image', () => {
    const images = db
      .prepare<[], { file_key: string }>('SELECT file_key FROM catalog_images')
      .all()
      .map((row) => row.file_key);
    expect(images).toContain(`${LARGE_PRODUCT_SLUG}-navy`);
    expect(images).toContain('category-shoes');
    expect(new Set(images).size).toBe(images.length);
    expect(CATALOG_IMAGES_PATH).toBe('/wp-content/uploads/catalog/');
  });

  it('is the same on every run and is seeded only once', () => {
    const first = openSeeded();
    const second = openSeeded();
    const rows = (seeded: Database.Database) =>
      seeded
        .prepare('SELECT id, sku, stock_quantity, regular_price FROM products ORDER BY id')
        .all();
    expect(rows(second)).toEqual(rows(first));
    expect(seedCatalogIfEmpty(first, now)).toBeUndefined();
    expect(rows(first)).toHaveLength(rows(second).length);
    first.close();
    second.close();
  });
});

function openSeeded(): Database.Database {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, now);
  return db;
}
