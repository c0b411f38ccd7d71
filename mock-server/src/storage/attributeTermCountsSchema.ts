// Each attribute term's count of listed products, kept by triggers as products are written, so
// the shop's filters read a number instead of counting.
import type Database from 'better-sqlite3';
import { SELLABLE_P } from './catalogSql';

/**
 * Attribute term product counts kept on writes (issue 28), as WordPress keeps term counts: a
 * term's count is the number of listed products (published, simple or variable) carrying it.
 * Counting on every read of an attribute's terms joined every link of the term to its product
 * (thousands at a large shop); triggers move the kept count by one instead. A product's status
 * or type moves the counts of all its terms; a product is taken off its terms' counts before it
 * is deleted, so its links, which the delete then cascades to, find no product to count.
 */
const listed = (productId: string) =>
  `EXISTS (SELECT 1 FROM products p WHERE p.id = ${productId} AND ${SELLABLE_P})`;

/** Moves term `termId`'s count by `delta` (SQL expressions). */
const move = (termId: string, delta: string) =>
  `INSERT INTO attribute_term_counts (term_id, count) VALUES (${termId}, ${delta})
   ON CONFLICT (term_id) DO UPDATE SET count = count + excluded.count;`;

/** Moves the counts of every term product `productId` carries by `delta`. */
const moveTermsOf = (productId: string, delta: string) =>
  `INSERT INTO attribute_term_counts (term_id, count)
   SELECT term_id, ${delta} FROM product_attribute_terms WHERE product_id = ${productId} AND true
   ON CONFLICT (term_id) DO UPDATE SET count = count + excluded.count;`;

const isListed = (row: 'NEW' | 'OLD') =>
  `(${row}.type IN ('simple', 'variable') AND ${row}.status = 'publish')`;

export function createAttributeTermCounts(db: Database.Database): void {
  db.exec(`
    -- A term's products, for the count of a listing filtered on it (indexedListing.ts).
    CREATE INDEX product_attribute_terms_by_term ON product_attribute_terms (term_id, product_id);
    CREATE TABLE attribute_term_counts (
      term_id INTEGER PRIMARY KEY,
      count INTEGER NOT NULL
    );
    INSERT INTO attribute_term_counts (term_id, count)
    SELECT pat.term_id, COUNT(*) FROM product_attribute_terms pat
    JOIN products p ON p.id = pat.product_id WHERE ${SELLABLE_P} GROUP BY pat.term_id;

    CREATE TRIGGER product_attribute_terms_insert_counts AFTER INSERT ON product_attribute_terms
      WHEN ${listed('NEW.product_id')}
    BEGIN ${move('NEW.term_id', '1')} END;
    CREATE TRIGGER product_attribute_terms_delete_counts AFTER DELETE ON product_attribute_terms
      WHEN ${listed('OLD.product_id')}
    BEGIN ${move('OLD.term_id', '-1')} END;
    CREATE TRIGGER product_attribute_terms_update_counts
      AFTER UPDATE OF product_id, term_id ON product_attribute_terms
    BEGIN
      INSERT INTO attribute_term_counts (term_id, count)
      SELECT OLD.term_id, -1 WHERE ${listed('OLD.product_id')}
      ON CONFLICT (term_id) DO UPDATE SET count = count + excluded.count;
      INSERT INTO attribute_term_counts (term_id, count)
      SELECT NEW.term_id, 1 WHERE ${listed('NEW.product_id')}
      ON CONFLICT (term_id) DO UPDATE SET count = count + excluded.count;
    END;
    -- Only what decides whether a product is listed; a stock change never gets here.
    CREATE TRIGGER products_listed_term_counts AFTER UPDATE OF status, type ON products
      WHEN ${isListed('NEW')} != ${isListed('OLD')}
    BEGIN ${moveTermsOf('NEW.id', `CASE WHEN ${isListed('NEW')} THEN 1 ELSE -1 END`)} END;
    CREATE TRIGGER products_delete_term_counts BEFORE DELETE ON products WHEN ${isListed('OLD')}
    BEGIN ${moveTermsOf('OLD.id', '-1')} END;
    CREATE TRIGGER attribute_terms_delete_counts AFTER DELETE ON attribute_terms
    BEGIN DELETE FROM attribute_term_counts WHERE term_id = OLD.id; END;
  `);
}
