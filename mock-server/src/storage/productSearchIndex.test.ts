// The search index over the seeded demo catalogue: it follows product writes but not stock or
// price, ranks by the rules of issue 27, and offers a "did you mean" when nothing matches.
import { normaliseForSearch } from '../../../contracts/searchText';
import { seedCatalogIfEmpty } from '../seed/catalog';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';
import { createProductSearchIndex } from './productSearchIndex';

const now = '2025-06-01T12:00:00';

function seeded() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  return db;
}

describe('product search index', () => {
  const db = seeded();
  const index = createProductSearchIndex(db);
  const repository = createSqliteCatalogRepository(db, index);
  afterAll(() => db.close());

  const idOf = (slug: string): number => {
    const product = repository.findProductBySlug(slug);
    if (!product) throw new Error(`${slug} not seeded`);
    return product.id;
  };
  const rankOf = (query: string, slug: string): number =>
    index.search(query).ranks.get(idOf(slug)) ?? -1;
  const listed = (search: string): string[] =>
    repository
      .listProducts({ search, offset: 0, limit: 20, orderBy: 'relevance', order: 'desc', now })
      .items.map((product) => product.slug);
  const changes = () =>
    db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM temp.search_changes').get()?.n;

  it('ranks a name above a category above a description', () => {
    expect(rankOf('کیف', 'leather-tote-bag')).toBeGreaterThan(rankOf('کیف', 'school-backpack'));
    expect(rankOf('ساعت', 'fitness-band')).toBeGreaterThan(rankOf('ساعت', 'wireless-earbuds'));
    expect(rankOf('ساعت', 'wireless-earbuds')).toBeGreaterThan(0);
  });

  it('ranks what was typed above what it corrected', () => {
    expect(rankOf('هدفون', 'noise-cancelling-headphones')).toBeGreaterThan(
      rankOf('هدفن', 'noise-cancelling-headphones'),
    );
    expect(rankOf('هدفن', 'noise-cancelling-headphones')).toBeGreaterThan(0);
  });

  it('lists products holding every word, and some words only when none holds them all', () => {
    expect(listed('کیف پول زیپ')).toEqual(['zip-around-wallet']);
    const partial = listed('کیف کهکشانی');
    expect(partial).toEqual(expect.arrayContaining(['leather-tote-bag', 'evening-clutch']));
  });

  it('finds every product holding every word, two of them written joined or apart', () => {
    const wallet = db
      .prepare<[string], { name: string; search_text: string }>(
        'SELECT name, search_text FROM products WHERE slug = ?',
      )
      .get('zip-around-wallet');
    if (!wallet) throw new Error('zip-around-wallet not seeded');
    const rename = (name: string, searchText: string) =>
      db
        .prepare('UPDATE products SET name = ?, search_text = ? WHERE slug = ?')
        .run(name, searchText, 'zip-around-wallet');
    // The wallet holds the three words apart; the power bank holds «پاور بانک» as پاوربانک.
    rename('پاور بانک ۲۰ هزار', normaliseForSearch('پاور بانک ۲۰ هزار'));
    try {
      expect([...listed('پاور بانک ۲۰')].sort()).toEqual(['power-bank-20000', 'zip-around-wallet']);
    } finally {
      rename(wallet.name, wallet.search_text);
    }
  });

  it('pages through a search in the order of the whole list', () => {
    const page = (search: string, offset: number, limit: number) =>
      repository
        .listProducts({ search, offset, limit, orderBy: 'relevance', order: 'desc', now })
        .items.map((product) => product.slug);
    for (const search of ['کفش', 'کیف', 'چرم', 'ورزشی', 'ساعت']) {
      const whole = page(search, 0, 100);
      expect(whole.length).toBeGreaterThan(4);
      const paged = [0, 2, 4, 6, 8, 10].flatMap((offset) => page(search, offset, 2));
      expect(paged).toEqual(whole.slice(0, 12));
    }
  });

  it('puts in-stock before out-of-stock, then the best sellers', () => {
    // Both headphones are named so; the headset is found by its category only.
    const [first, second, third] = listed('هدفون');
    expect(third).toBe('gaming-headset');
    // Both are variable: their variations' stock is theirs.
    const stock = db.prepare('UPDATE products SET stock_status = ? WHERE parent_id = ?');
    stock.run('outofstock', idOf(first ?? ''));
    expect(listed('هدفون')).toEqual([second, first, third]);
    stock.run('instock', idOf(first ?? ''));
    db.prepare('UPDATE products SET total_sales = 100000 WHERE slug = ?').run(second);
    expect(listed('هدفون')).toEqual([second, first, third]);
  });

  it('follows a rename and a delete, and a stock or price change leaves it alone', () => {
    expect(listed('هدست')[0]).toBe('gaming-headset');
    expect(listed('زرافه')).toEqual([]);
    const before = changes();
    repository.setStock(idOf('gaming-headset'), 3);
    db.prepare('UPDATE products SET regular_price = 990000 WHERE slug = ?').run('gaming-headset');
    expect(changes()).toBe(before);
    const renamed = 'هدست زرافه‌ای با میکروفون';
    db.prepare('UPDATE products SET name = ?, search_text = ? WHERE slug = ?').run(
      renamed,
      normaliseForSearch(renamed),
      'gaming-headset',
    );
    expect(listed('زرافه')).toEqual(['gaming-headset']);
    expect(listed('گیمینگ')).not.toContain('gaming-headset');
    db.prepare("UPDATE products SET status = 'trash' WHERE slug = ?").run('smartwatch-pro');
    expect(listed('ساعت هوشمند')).not.toContain('smartwatch-pro');
    const bandId = idOf('fitness-band');
    db.prepare('DELETE FROM products WHERE id = ?').run(bandId);
    expect(index.search('مچبند').ranks.has(bandId)).toBe(false);
  });

  it('suggests a nearby query when nothing matches, and nothing when it cannot help', () => {
    expect(listed('کاپشن')).toEqual([]);
    expect(index.suggest('کوله‌پشتتی مدرسسه')).toBe('کوله پشتی مدرسه');
    expect(index.suggest('زغفرون')).toBeUndefined();
    expect(index.suggest('کیف')).toBeUndefined();
  });
});

describe('product search index built at start-up', () => {
  it('builds in slices that let other work run, and follows a rename made meanwhile', async () => {
    const db = seeded();
    const index = createProductSearchIndex(db);
    const repository = createSqliteCatalogRepository(db, index);
    try {
      const headset = repository.findProductBySlug('gaming-headset');
      if (!headset) throw new Error('gaming-headset not seeded');
      let between = 0;
      let building = true;
      // Counts the turns other work gets while the index is built, one product batch a slice.
      const count = (): void => {
        between += 1;
        if (building) setImmediate(count);
      };
      setImmediate(count);
      const built = index.build({ sliceMs: 0, batch: 5 });
      // A write while the index is built: the built index knows the new name, not the old.
      const renamed = 'هدست زرافه‌ای';
      db.prepare('UPDATE products SET name = ?, search_text = ? WHERE id = ?').run(
        renamed,
        normaliseForSearch(renamed),
        headset.id,
      );
      await built;
      building = false;
      expect(between).toBeGreaterThan(1);
      expect(index.search('زرافه').ranks.has(headset.id)).toBe(true);
      expect(index.search('گیمینگ').ranks.has(headset.id)).toBe(false);
    } finally {
      db.close();
    }
  });
});
