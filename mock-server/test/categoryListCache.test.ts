// The category list is kept until the catalogue changes: asked again it is the same bytes, plain
// or compressed (each coding made once), and after a write both show it (issue 28).
import zlib from 'node:zlib';
import type { StoreCategory } from '../../contracts/store';
import { buildTestApp, type TestApp } from './server';

const LIST = '/wp-json/wc/store/v1/products/categories?per_page=100';

describe('the kept category list', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await buildTestApp();
  });
  afterAll(() => site.close());

  const ask = (encoding?: string) =>
    site.app.inject({ url: LIST, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const brotliList = async () => {
    const response = await ask('br');
    expect(response.headers['content-encoding']).toBe('br');
    return {
      bytes: response.rawPayload,
      list: JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')) as unknown,
    };
  };
  const gzipList = async () => {
    const response = await ask('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    return JSON.parse(zlib.gunzipSync(response.rawPayload).toString('utf8')) as unknown;
  };
  const categoryId = (slug: string) =>
    (
      site.db.prepare('SELECT id FROM product_categories WHERE slug = ?').get(slug) as {
        id: number;
      }
    ).id;
  /** Listed products linked to the category (it has no subcategory), counted in SQL. */
  const directCount = (id: number) =>
    (
      site.db
        .prepare(
          `SELECT COUNT(DISTINCT l.product_id) AS n FROM product_category_links l
           JOIN products p ON p.id = l.product_id
           WHERE l.category_id = ? AND p.status = 'publish' AND p.type IN ('simple', 'variable')`,
        )
        .get(id) as { n: number }
    ).n;

  it('sends the same bytes again, and the change after a catalogue write, plain and compressed', async () => {
    const first = await ask();
    const firstBrotli = await brotliList();
    expect(firstBrotli.list).toEqual(first.json());
    expect(await gzipList()).toEqual(first.json());
    const again = await ask();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await brotliList()).bytes.equals(firstBrotli.bytes)).toBe(true);

    // A product of the boots linked to the sandals too, and the sandals renamed.
    const sandals = categoryId('sandals');
    const boots = categoryId('boots');
    const moved = site.db
      .prepare(
        `SELECT l.product_id AS id FROM product_category_links l
         WHERE l.category_id = ? AND l.product_id NOT IN
           (SELECT product_id FROM product_category_links WHERE category_id = ?) LIMIT 1`,
      )
      .get(boots, sandals) as { id: number };
    site.db
      .prepare('INSERT INTO product_category_links (product_id, category_id) VALUES (?, ?)')
      .run(moved.id, sandals);
    site.db
      .prepare(`UPDATE product_categories SET name = 'صندل تابستانی' WHERE id = ?`)
      .run(sandals);

    const sandalsIn = (list: unknown) =>
      (list as StoreCategory[]).find((category) => category.id === sandals);
    const before = sandalsIn(first.json());
    const expected = { name: 'صندل تابستانی', count: directCount(sandals) };
    expect(expected.count).toBe((before?.count ?? 0) + 1);
    expect(sandalsIn((await ask()).json())).toMatchObject(expected);
    expect(sandalsIn((await brotliList()).list)).toMatchObject(expected);
    expect(sandalsIn(await gzipList())).toMatchObject(expected);
  });

  it('still trims a kept list to the fields asked for', async () => {
    await ask();
    const trimmed = await site.app.inject({ url: `${LIST}&_fields=id,slug` });
    const list = trimmed.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const category of list) expect(Object.keys(category).sort()).toEqual(['id', 'slug']);
  });
});
