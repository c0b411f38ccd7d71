// The scale seed for load tests: the shop topped up to the asked sizes with Persian categories and
// products, some with 5 to 20 variations, and orders over the past year with attribution.
import { createSqliteCatalogRepository } from '../../storage/catalogRepository';
import { IN_MEMORY, openDatabase } from '../../storage/database';
import { migrate } from '../../storage/migrations';
import { createSqliteOrderDetailsRepository } from '../../storage/orderDetailsRepository';
import { createSqliteOrdersRepository } from '../../storage/ordersRepository';
import { createSqlitePostsRepository } from '../../storage/postsRepository';
import { seedScale } from '.';

const now = new Date('2026-06-01T12:00:00Z');

describe('the scale seed', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const result = seedScale(db, { products: 300, orders: 400, posts: 300 }, now);
  afterAll(() => db.close());

  it('tops the demo shop up to the sizes asked for, with 50 Persian categories', () => {
    const catalog = createSqliteCatalogRepository(db);
    expect(catalog.countProducts()).toBe(300);
    expect(createSqlitePostsRepository(db).count('post')).toBe(300);
    const categories = catalog.allCategories();
    expect(categories).toHaveLength(50);
    for (const category of categories) expect(category.name).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
    expect(result.orders).toBe(400);
  });

  it('names products as a Persian shop does, simple and variable, some with 5 to 20 variations', () => {
    const catalog = createSqliteCatalogRepository(db);
    const generated = Array.from({ length: 40 }, (_, serial) =>
      catalog.findProductBySlug(
        db
          .prepare<[], { slug: string }>(
            `SELECT slug FROM products WHERE type != 'variation'
          ORDER BY id DESC LIMIT 1 OFFSET ${serial}`,
          )
          .get()?.slug ?? '',
      ),
    );
    const names = generated.map((product) => product?.name ?? '');
    for (const name of names) expect(name).toMatch(/^[\u0600-\u06FF]/);
    expect(new Set(names).size).toBeGreaterThan(35);
    const types = new Set(generated.map((product) => product?.type));
    expect(types).toEqual(new Set(['simple', 'variable']));
    const counts = generated
      .filter((product) => product?.type === 'variable')
      .map((product) => catalog.variationsOf(product?.id ?? 0).length);
    expect(counts.some((count) => count >= 5 && count <= 20)).toBe(true);
  });

  it('places orders with lines, both addresses and attribution, over the year before now', () => {
    const orders = createSqliteOrdersRepository(db);
    const details = createSqliteOrderDetailsRepository(db);
    for (const id of [1, 200, 400]) {
      const order = orders.findById(id);
      const detail = details.find(id);
      expect(order?.meta._wc_order_attribution_source_type).toBeTruthy();
      expect(detail?.lines.length).toBeGreaterThan(0);
      expect(detail?.billing.city).toMatch(/[\u0600-\u06FF]/);
      expect(detail?.orderKey).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);
      const age = now.getTime() - Date.parse(`${order?.createdGmt ?? ''}Z`);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(366 * 24 * 3600 * 1000);
    }
  });
});
