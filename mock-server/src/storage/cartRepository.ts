// The carts in SQLite: each customer's lines (a guest's or a signed-in customer's), in the order
// they were added.
import type Database from 'better-sqlite3';

export interface CartLineRecord {
  /** WooCommerce's cart item key (32 hex). */
  key: string;
  productId: number;
  /** 0 for a simple product. */
  variationId: number;
  /** "attribute_pa_x" -> chosen slug, as the line was added. */
  variation: Record<string, string>;
  quantity: number;
}

export interface CartRepository {
  /** The lines in the order they were added; [] for a customer without a cart. */
  lines(customerId: string): CartLineRecord[];
  /** Adds a line or replaces the quantity of the line with the same key. */
  saveLine(customerId: string, line: CartLineRecord, nowGmt: string): void;
  removeLine(customerId: string, key: string, nowGmt: string): boolean;
  clear(customerId: string): void;
  /** Runs `work` in one immediate transaction: a read-check-write cannot interleave. */
  atomically<T>(work: () => T): T;
}

interface LineRow {
  item_key: string;
  product_id: number;
  variation_id: number;
  variation: string;
  quantity: number;
}

function variationMap(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  const map: Record<string, string> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string') map[name] = value;
    }
  }
  return map;
}

export function createSqliteCartRepository(db: Database.Database): CartRepository {
  const lines = db.prepare<[string], LineRow>(
    `SELECT item_key, product_id, variation_id, variation, quantity FROM cart_items
     WHERE customer_id = ? ORDER BY position`,
  );
  const touchCart = db.prepare<[string, string]>(
    `INSERT INTO carts (customer_id, updated_gmt) VALUES (?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET updated_gmt = excluded.updated_gmt`,
  );
  const saveLine = db.prepare(
    `INSERT INTO cart_items (customer_id, item_key, product_id, variation_id, variation, quantity, position)
     VALUES (@customerId, @key, @productId, @variationId, @variation, @quantity,
       (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE customer_id = @customerId))
     ON CONFLICT (customer_id, item_key) DO UPDATE SET quantity = excluded.quantity`,
  );
  const removeLine = db.prepare<[string, string]>(
    'DELETE FROM cart_items WHERE customer_id = ? AND item_key = ?',
  );
  const clear = db.prepare<[string]>('DELETE FROM carts WHERE customer_id = ?');
  // One transaction function for every call: making one per call costs more than a short read.
  const inTransaction = db.transaction((work: () => unknown) => work());

  return {
    lines: (customerId) =>
      lines.all(customerId).map((row) => ({
        key: row.item_key,
        productId: row.product_id,
        variationId: row.variation_id,
        variation: variationMap(row.variation),
        quantity: row.quantity,
      })),
    saveLine(customerId, line, nowGmt) {
      touchCart.run(customerId, nowGmt);
      saveLine.run({
        customerId,
        key: line.key,
        productId: line.productId,
        variationId: line.variationId,
        variation: JSON.stringify(line.variation),
        quantity: line.quantity,
      });
    },
    removeLine(customerId, key, nowGmt) {
      const removed = removeLine.run(customerId, key).changes > 0;
      if (removed) touchCart.run(customerId, nowGmt);
      return removed;
    },
    clear(customerId) {
      clear.run(customerId);
    },
    atomically: <T>(work: () => T): T => inTransaction.immediate(work) as T,
  };
}
