// Checkout drafts in SQLite: the draft order that stands for a store session's cart until the
// checkout places it, and the sweep of old drafts.
import type Database from 'better-sqlite3';

/** A store session's checkout draft: an orders row in status checkout-draft and its key. */
export interface CheckoutDraft {
  orderId: number;
  orderKey: string;
}

export interface CheckoutDraftsRepository {
  /** The session's draft while its order is still a draft. */
  find(sessionKey: string): CheckoutDraft | undefined;
  /** A new draft order for the session: no stock taken, no order key on the order itself. */
  create(sessionKey: string, orderKey: string, createdGmt: string): CheckoutDraft;
  /** Forgets the session's draft (its order was placed, or is to be replaced). */
  release(sessionKey: string): void;
  /** Deletes draft orders created before `cutoffGmt`; how many. */
  deleteCreatedBefore(cutoffGmt: string): number;
}

export function createSqliteCheckoutDraftsRepository(
  db: Database.Database,
): CheckoutDraftsRepository {
  const find = db.prepare<[string], { order_id: number; order_key: string }>(
    `SELECT d.order_id, d.order_key FROM checkout_drafts d
     JOIN orders o ON o.id = d.order_id AND o.status = 'checkout-draft'
     WHERE d.session_key = ?`,
  );
  const insertOrder = db.prepare<[string]>(
    "INSERT INTO orders (status, total, created_gmt) VALUES ('checkout-draft', 0, ?)",
  );
  const remember = db.prepare<[string, number, string]>(
    `INSERT INTO checkout_drafts (session_key, order_id, order_key) VALUES (?, ?, ?)
     ON CONFLICT (session_key) DO UPDATE SET order_id = excluded.order_id,
       order_key = excluded.order_key`,
  );
  const release = db.prepare<[string]>('DELETE FROM checkout_drafts WHERE session_key = ?');
  const deleteOld = db.prepare<[string]>(
    "DELETE FROM orders WHERE status = 'checkout-draft' AND created_gmt < ?",
  );
  const create = db.transaction((sessionKey: string, orderKey: string, createdGmt: string) => {
    const orderId = Number(insertOrder.run(createdGmt).lastInsertRowid);
    remember.run(sessionKey, orderId, orderKey);
    return { orderId, orderKey };
  });

  return {
    find(sessionKey) {
      const row = find.get(sessionKey);
      return row ? { orderId: row.order_id, orderKey: row.order_key } : undefined;
    },
    create: (sessionKey, orderKey, createdGmt) => create(sessionKey, orderKey, createdGmt),
    release: (sessionKey) => void release.run(sessionKey),
    deleteCreatedBefore: (cutoffGmt) => deleteOld.run(cutoffGmt).changes,
  };
}
