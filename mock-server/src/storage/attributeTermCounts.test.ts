// Attribute term counts kept on writes (attributeTermCountsSchema.ts) against a count from
// scratch, through sales, cancellations, product edits and deletions.
import { seedCatalogIfEmpty } from '../seed/catalog';
import { createSqliteAttributeTermsRepository } from './attributeTerms';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';
import { createSqliteOrderDetailsRepository } from './orderDetailsRepository';

const now = '2025-06-01T12:00:00';

describe('attribute term counts kept on writes', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  const catalog = createSqliteCatalogRepository(db);
  const terms = createSqliteAttributeTermsRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  afterAll(() => db.close());

  /** Every term's count as the attribute routes answer it, keyed "attribute/term". */
  const answered = () =>
    Object.fromEntries(
      terms
        .attributes()
        .flatMap((attribute) =>
          (terms.terms(attribute.id) ?? []).map((term) => [
            `${attribute.id}/${term.id}`,
            term.productCount,
          ]),
        ),
    );
  /** The same counted from scratch: listed products linked to each term. */
  const counted = () =>
    Object.fromEntries(
      db
        .prepare<[], { key: string; count: number }>(
          `SELECT t.attribute_id || '/' || t.id AS key,
             (SELECT COUNT(*) FROM product_attribute_terms pat JOIN products p
                ON p.id = pat.product_id
              WHERE pat.term_id = t.id AND p.type IN ('simple', 'variable')
                AND p.status = 'publish') AS count
           FROM attribute_terms t`,
        )
        .all()
        .map((row) => [row.key, row.count]),
    );
  /** The kept table itself, terms with a count only. */
  const kept = () =>
    Object.fromEntries(
      db
        .prepare<[], { key: string; count: number }>(
          `SELECT t.attribute_id || '/' || t.id AS key, c.count FROM attribute_term_counts c
           JOIN attribute_terms t ON t.id = c.term_id WHERE c.count != 0`,
        )
        .all()
        .map((row) => [row.key, row.count]),
    );
  const expectKept = () => {
    const direct = counted();
    expect(kept()).toEqual(
      Object.fromEntries(Object.entries(direct).filter(([, count]) => count !== 0)),
    );
    expect(answered()).toEqual(direct);
  };

  it('match a direct count through sales, cancellation, edits and deletions', () => {
    expectKept();
    expect(Object.values(counted()).some((count) => count > 1)).toBe(true);
    const linked = db
      .prepare<[], { product_id: number; term_id: number; attribute_id: number }>(
        `SELECT pat.product_id, pat.term_id, pat.attribute_id FROM product_attribute_terms pat
         JOIN products p ON p.id = pat.product_id WHERE p.parent_id = 0 ORDER BY pat.product_id`,
      )
      .all();
    const [first, second] = [...new Set(linked.map((row) => row.product_id))];
    const term = linked[0];
    if (first === undefined || second === undefined || !term) throw new Error('not seeded');
    // A sale takes the last of its stock, and a cancellation puts it back.
    catalog.setStock(first, 1);
    expect(details.takeStock(first, 1)).toBe(true);
    expectKept();
    catalog.setStock(first, 1);
    expectKept();
    // Edits: made private and published again, trashed, a term unlinked, linked and moved.
    db.prepare(`UPDATE products SET status = 'private' WHERE id = ?`).run(first);
    expectKept();
    db.prepare(`UPDATE products SET status = 'publish' WHERE id = ?`).run(first);
    expectKept();
    db.prepare(`UPDATE products SET status = 'trash' WHERE id = ?`).run(second);
    expectKept();
    db.prepare('DELETE FROM product_attribute_terms WHERE product_id = ? AND term_id = ?').run(
      term.product_id,
      term.term_id,
    );
    expectKept();
    db.prepare(
      `INSERT INTO product_attribute_terms (product_id, attribute_id, term_id, position)
       VALUES (?, ?, ?, 0)`,
    ).run(term.product_id, term.attribute_id, term.term_id);
    expectKept();
    db.prepare(
      'UPDATE product_attribute_terms SET product_id = ? WHERE product_id = ? AND term_id = ?',
    ).run(second, term.product_id, term.term_id);
    expectKept();
    // Deletions: a product (its links go with it) and a term no product carries any more.
    db.prepare('DELETE FROM products WHERE id = ? OR parent_id = ?').run(first, first);
    expectKept();
    db.prepare('DELETE FROM product_attribute_terms WHERE term_id = ?').run(term.term_id);
    db.prepare('DELETE FROM attribute_terms WHERE id = ?').run(term.term_id);
    expectKept();
  });
});
