// The global product attributes and their terms, as the Store API's attribute routes list them
// (issue 15 item 4: the shop page's filters offer them).
import type Database from 'better-sqlite3';

export interface AttributeRow {
  id: number;
  taxonomy: string;
  label: string;
  /** Terms of the attribute. */
  termCount: number;
}

export interface AttributeTermRow {
  id: number;
  slug: string;
  name: string;
  menuOrder: number;
  /** Published products carrying the term (kept on writes: attributeTermCountsSchema.ts). */
  productCount: number;
}

export interface AttributeTermsRepository {
  attributes(): AttributeRow[];
  /** null: no attribute has that id. */
  terms(attributeId: number): AttributeTermRow[] | null;
}

export function createSqliteAttributeTermsRepository(
  db: Database.Database,
): AttributeTermsRepository {
  const attributes = db.prepare<[], AttributeRow>(
    `SELECT a.id, a.taxonomy, a.label,
       (SELECT COUNT(*) FROM attribute_terms t WHERE t.attribute_id = a.id) AS termCount
     FROM product_attributes a ORDER BY a.taxonomy`,
  );
  const exists = db.prepare<[number], { id: number }>(
    'SELECT id FROM product_attributes WHERE id = ?',
  );
  const terms = db.prepare<[number], AttributeTermRow>(
    `SELECT t.id, t.slug, t.name, t.menu_order AS menuOrder,
       COALESCE((SELECT count FROM attribute_term_counts c WHERE c.term_id = t.id), 0)
         AS productCount
     FROM attribute_terms t WHERE t.attribute_id = ? ORDER BY t.menu_order, t.id`,
  );
  return {
    attributes: () => attributes.all(),
    terms: (attributeId) => (exists.get(attributeId) ? terms.all(attributeId) : null),
  };
}
