// Sitemap files are kept until a product or post changes: asked again they are answered without
// listing products, also through a sale, and made afresh after edits; files are built from slugs
// and dates, never from whole products or posts.
import { createSitemaps } from '../src/domain/sitemap/sitemaps';
import { seedIfEmpty } from '../src/seed';
import { createSqliteCatalogRepository } from '../src/storage/catalogRepository';
import { IN_MEMORY, openDatabase } from '../src/storage/database';
import { migrate } from '../src/storage/migrations';
import { createSqliteOrderDetailsRepository } from '../src/storage/orderDetailsRepository';
import { createSqlitePostsRepository } from '../src/storage/postsRepository';

describe('sitemap files are kept until a product or post changes', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedIfEmpty(db, now);
  const catalog = createSqliteCatalogRepository(db);
  const posts = createSqlitePostsRepository(db);
  let listings = 0;
  let wholeProducts = 0;
  const counted = {
    ...catalog,
    listProducts: (filter: Parameters<typeof catalog.listProducts>[0]) => {
      wholeProducts += 1;
      return catalog.listProducts(filter);
    },
    listedProductPaths: (offset: number, limit: number) => {
      listings += 1;
      return catalog.listedProductPaths(offset, limit);
    },
  };
  let wholePosts = 0;
  const countedPosts = {
    ...posts,
    list: (query: Parameters<typeof posts.list>[0]) => {
      if (query.type === 'post') wholePosts += 1;
      return posts.list(query);
    },
  };
  const sitemaps = createSitemaps({
    posts: countedPosts,
    catalog: counted,
    clock: () => now,
    showsPage: () => true,
  });
  const productFile = { provider: 'posts', subtype: 'product', page: 1 } as const;
  afterAll(() => db.close());

  it('answers again without listing products, through a sale, and afresh after edits', () => {
    const index = sitemaps.index();
    const products = sitemaps.entries(productFile);
    const built = listings;
    expect(built).toBeGreaterThan(0);
    // Built from slugs and dates only: no whole product is read for a sitemap.
    expect(wholeProducts).toBe(0);
    expect(sitemaps.index()).toBe(index);
    expect(sitemaps.entries(productFile)).toBe(products);
    const sold = catalog
      .listProducts({
        offset: 0,
        limit: 50,
        orderBy: 'id',
        order: 'asc',
        now: '2025-06-01T12:00:00',
      })
      .items.find((item) => item.stockQuantity !== null && item.stockQuantity > 0);
    if (!sold) throw new Error('no managed stock');
    createSqliteOrderDetailsRepository(db).takeStock(sold.id, 1);
    expect(sitemaps.entries(productFile)).toBe(products);
    expect(listings).toBe(built);
    db.prepare(`UPDATE products SET slug = 'renamed-product' WHERE id = ?`).run(sold.id);
    const renamed = sitemaps.entries(productFile);
    expect(renamed?.some((entry) => entry.path.includes('renamed-product'))).toBe(true);
    posts.insert({
      type: 'post',
      slug: 'new-post',
      title: 'نوشتهٔ تازه',
      excerpt: '',
      content: 'متن',
      dateGmt: '2025-06-01T10:00:00',
    });
    expect(sitemaps.index()).not.toBe(index);
  });

  it('lists posts from their slugs and dates, without reading whole posts', () => {
    const entries = sitemaps.entries({ provider: 'posts', subtype: 'post', page: 1 }) ?? [];
    const byId = posts.list({ type: 'post', offset: 0, limit: 2000, orderBy: 'id', order: 'asc' });
    expect(entries.map((entry) => entry.path)).toEqual(
      byId.items.map((post) => `/blog/${encodeURIComponent(post.slug)}/`),
    );
    expect(entries.length).toBeGreaterThan(1);
    expect(wholePosts).toBe(0);
  });
});
