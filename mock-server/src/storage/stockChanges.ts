// Reads what the catalogue's writes moved since a mark, for the page cache to forget no more
// than what shows it (listedStockSchema.ts keeps the versions).
import type Database from 'better-sqlite3';

export interface CatalogMarks {
  /** Moves on every catalogue write except a stock-only one (a sale). */
  catalog: number;
  /** Moves when a product's listed stock status (in stock, out, on backorder) changes. */
  listedStock: number;
  /** Moves on every stock-only write. */
  stock: number;
}

export interface StockChanges {
  marks(): CatalogMarks;
  /** Slugs of the listed products whose stock (or a variation's) was written after `stock`. */
  stockWrittenSince(stock: number): string[];
}

export function createSqliteStockChanges(db: Database.Database): StockChanges {
  const marks = db.prepare<[], CatalogMarks>(
    `SELECT version AS catalog, listed_stock_version AS listedStock, stock_version AS stock
     FROM catalog_state WHERE id = 1`,
  );
  const since = db.prepare<[number], { slug: string }>(
    `SELECT p.slug FROM product_versions v JOIN products p ON p.id = v.product_id
     WHERE v.stock_mark > ?`,
  );
  return {
    marks: () => marks.get() ?? { catalog: 0, listedStock: 0, stock: 0 },
    stockWrittenSince: (stock) => since.all(stock).map((row) => row.slug),
  };
}
