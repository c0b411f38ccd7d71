// The storage side of stock holds.
import type Database from 'better-sqlite3';

/** How many unpaid orders one shopper has, by each thing that identifies them. */
export interface UnpaidOrderCounts {
  session: number;
  email: number;
  phone: number;
  /** Orders with a billing or shipping address at one of the query's postcodes. */
  address: number;
}

export interface UnpaidOrderQuery {
  /** Only orders placed at or after this moment count. */
  sinceGmt: string;
  /** The store session (cart identity) that places the order. */
  sessionKey: string;
  /** The billing email, lower case, and mobile, normalised to 09…, as checkout stores them. */
  email: string;
  phone: string;
  /** The order's billing and shipping postcodes, 10 ASCII digits each ('' when none). */
  postcodes: readonly string[];
}

/** The storage side of stock holds: the sweep of unpaid card orders and the unpaid-order cap. */
export interface UnpaidOrdersRepository {
  /** Ids of orders still `pending` that were placed before `createdBeforeGmt`, oldest first. */
  due(createdBeforeGmt: string, limit: number): number[];
  /** pending -> cancelled; false when the order is no longer pending (paid in the meantime). */
  cancel(orderId: number): boolean;
  /**
   * Ids of cash on delivery orders nobody confirmed (still `processing` without a paid date)
   * placed before `createdBeforeGmt`, oldest first.
   */
  dueCashOnDelivery(createdBeforeGmt: string, limit: number): number[];
  /** processing (unpaid, cash on delivery) -> cancelled; false when it moved on meanwhile. */
  cancelCashOnDelivery(orderId: number): boolean;
  /** Puts units back on a managed stock; an item whose stock is not managed is left alone. */
  restoreStock(itemId: number, quantity: number): void;
  /** Unpaid orders placed since `sinceGmt` by this session, email, mobile and address. */
  countUnpaid(query: UnpaidOrderQuery): UnpaidOrderCounts;
  /**
   * The session's newest card order still waiting for its payment (pending, failed) with no
   * payment under way at the bank (none live: cancelled, declined or never started), if any.
   */
  awaitingPayment(sessionKey: string): number | undefined;
}

/**
 * Orders that hold stock while no money has arrived: a card order waiting for the bank
 * (pending, failed), a card-to-card order waiting for the shop to see the transfer (on-hold),
 * and a cash on delivery order not yet paid at the door (processing without a paid date).
 */
const UNPAID = `(o.status IN ('pending', 'failed', 'on-hold')
  OR (o.status = 'processing' AND o.paid_gmt IS NULL))`;

/*
 * A shopper's orders are found through orders_by_session, a partial index (session_key <> ''):
 * SQLite uses it only when the query repeats that condition, since it cannot tell a bound value
 * is not ''. Without it the look-up read every failed or unpaid order of the shop instead (80 ms
 * a checkout at 1M orders).
 */

/*
 * An address's orders are read off order_addresses_by_postcode (partial: the query repeats
 * `postcode <> ''`), and CROSS JOIN keeps SQLite from starting at the orders instead: by their
 * status and date it read every unpaid order of the last day, whoever placed it.
 */

/** Unpaid orders placed since @since by this session, email, mobile and address. */
export const UNPAID_COUNTS_SQL = `SELECT
       (SELECT COUNT(*) FROM orders o
        WHERE @session <> '' AND o.session_key = @session AND o.session_key <> ''
          AND o.created_gmt >= @since
          AND ${UNPAID}) AS session,
       (SELECT COUNT(*) FROM order_addresses a JOIN orders o ON o.id = a.order_id
        WHERE @email <> '' AND a.email = @email AND a.type = 'billing'
          AND o.created_gmt >= @since AND ${UNPAID}) AS email,
       (SELECT COUNT(*) FROM order_addresses a JOIN orders o ON o.id = a.order_id
        WHERE @phone <> '' AND a.phone = @phone AND a.type = 'billing'
          AND o.created_gmt >= @since AND ${UNPAID}) AS phone,
       (SELECT COUNT(DISTINCT o.id) FROM order_addresses a CROSS JOIN orders o
        WHERE o.id = a.order_id
          AND a.postcode <> '' AND a.postcode IN (SELECT value FROM json_each(@postcodes))
          AND o.created_gmt >= @since AND ${UNPAID}) AS address`;

/** The session's newest card order waiting for its payment with no payment under way. */
export const AWAITING_PAYMENT_SQL = `SELECT id FROM orders
     WHERE session_key = ? AND session_key <> '' AND order_key <> ''
       AND payment_method = 'persian_card' AND status IN ('pending', 'failed')
       AND NOT EXISTS (SELECT 1 FROM payment_attempts a
                       WHERE a.order_id = orders.id AND a.used_gmt IS NULL)
     ORDER BY id DESC LIMIT 1`;

export function createSqliteUnpaidOrdersRepository(db: Database.Database): UnpaidOrdersRepository {
  const due = db.prepare<[string, number], { id: number }>(
    `SELECT id FROM orders WHERE status = 'pending' AND order_key <> '' AND created_gmt < ?
     ORDER BY created_gmt, id LIMIT ?`,
  );
  const cancel = db.prepare<[number]>(
    "UPDATE orders SET status = 'cancelled' WHERE id = ? AND status = 'pending'",
  );
  const dueCod = db.prepare<[string, number], { id: number }>(
    `SELECT id FROM orders WHERE status = 'processing' AND paid_gmt IS NULL
       AND payment_method = 'cod' AND order_key <> '' AND created_gmt < ?
     ORDER BY created_gmt, id LIMIT ?`,
  );
  const cancelCod = db.prepare<[number]>(
    `UPDATE orders SET status = 'cancelled'
     WHERE id = ? AND status = 'processing' AND paid_gmt IS NULL AND payment_method = 'cod'`,
  );
  // Stock given back to a sold-out product puts it back in stock (takeStock set it out).
  const restore = db.prepare<{ quantity: number; id: number }>(
    `UPDATE products SET stock_quantity = stock_quantity + @quantity,
       stock_status = CASE WHEN stock_status = 'outofstock' AND stock_quantity <= 0
           AND stock_quantity + @quantity > 0 THEN 'instock' ELSE stock_status END
     WHERE id = @id AND stock_quantity IS NOT NULL`,
  );
  const counts = db.prepare<
    [{ since: string; session: string; email: string; phone: string; postcodes: string }],
    UnpaidOrderCounts
  >(UNPAID_COUNTS_SQL);
  const awaiting = db.prepare<[string], { id: number }>(AWAITING_PAYMENT_SQL);
  return {
    awaitingPayment: (sessionKey) => (sessionKey === '' ? undefined : awaiting.get(sessionKey)?.id),
    due: (createdBeforeGmt, limit) => due.all(createdBeforeGmt, limit).map((row) => row.id),
    cancel: (orderId) => cancel.run(orderId).changes === 1,
    dueCashOnDelivery: (createdBeforeGmt, limit) =>
      dueCod.all(createdBeforeGmt, limit).map((row) => row.id),
    cancelCashOnDelivery: (orderId) => cancelCod.run(orderId).changes === 1,
    restoreStock(itemId, quantity) {
      restore.run({ quantity, id: itemId });
    },
    countUnpaid(query) {
      const row = counts.get({
        since: query.sinceGmt,
        session: query.sessionKey,
        email: query.email,
        phone: query.phone,
        postcodes: JSON.stringify(query.postcodes.filter((postcode) => postcode !== '')),
      });
      return row ?? { session: 0, email: 0, phone: 0, address: 0 };
    },
  };
}
