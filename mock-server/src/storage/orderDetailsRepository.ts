// What checkout keeps of an order in SQLite (lines, addresses, payment, key, session), a
// customer's orders, the stock taken and the status an order moves to.
import type Database from 'better-sqlite3';
import type { PaymentMethodId } from '../../../contracts/checkout';
import type { StoreAddress, StoreBillingAddress } from '../../../contracts/store';
import type { OrderStatus } from './ordersRepository';

export interface OrderLineRecord {
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price, whole Toman, as charged. */
  price: number;
  subtotal: number;
  /** After the line's share of the discount. */
  total: number;
  variation: { attribute: string; value: string }[];
}

/** What checkout stores beside the attribution issue's order row. */
export interface OrderDetails {
  orderKey: string;
  /** 0 for a guest. */
  customerId: number;
  paymentMethod: PaymentMethodId;
  customerNote: string;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  nationalCode: string;
  transferReference: string;
  paidGmt: string | null;
  billing: StoreBillingAddress;
  shipping: StoreAddress;
  lines: OrderLineRecord[];
  coupons: { code: string; discount: number }[];
}

/** What a retried checkout may change on an order that is waiting for its payment. */
export type CheckoutUpdate = Pick<
  OrderDetails,
  | 'customerId'
  | 'paymentMethod'
  | 'customerNote'
  | 'nationalCode'
  | 'transferReference'
  | 'billing'
  | 'shipping'
>;

export interface OrderDetailsRepository {
  /**
   * Stores the details and the store session that placed the order (the unpaid-order cap);
   * answers what find(orderId) would now, without reading them back.
   */
  save(orderId: number, details: Omit<OrderDetails, 'paidGmt'>, sessionKey?: string): OrderDetails;
  find(orderId: number): OrderDetails | undefined;
  /**
   * A retried checkout of an order awaiting payment: its buyer, addresses, payment method and
   * notes are the new checkout's (its lines, totals and key stay); answers find(orderId) now.
   */
  updateCheckout(orderId: number, checkout: CheckoutUpdate): OrderDetails | undefined;
  /** The store session (cart) that placed the order; '' when unknown. */
  sessionKey(orderId: number): string;
  /** Ids of a customer's orders, newest first. */
  customerOrderIds(customerId: number, limit: number, offset: number): number[];
  customerOrderCount(customerId: number): number;
  /** Takes units off a managed stock only if enough are left; false (nothing changed) otherwise. */
  takeStock(productId: number, quantity: number): boolean;
  /** Moves an order from one of `from` to `to`; false when it was in none of them. */
  changeStatus(
    orderId: number,
    from: readonly OrderStatus[],
    to: OrderStatus,
    paidGmt?: string,
  ): boolean;
}

interface DetailsRow {
  order_key: string;
  customer_id: number;
  payment_method: PaymentMethodId;
  customer_note: string;
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  national_code: string;
  transfer_reference: string;
  paid_gmt: string | null;
}

interface AddressRow extends StoreBillingAddress {
  type: 'billing' | 'shipping';
}

interface LineRow {
  product_id: number;
  variation_id: number;
  name: string;
  sku: string;
  quantity: number;
  price: number;
  subtotal: number;
  total: number;
  variation: string;
}

function variationOf(json: string): { attribute: string; value: string }[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    'attribute' in entry &&
    'value' in entry &&
    typeof entry.attribute === 'string' &&
    typeof entry.value === 'string'
      ? [{ attribute: entry.attribute, value: entry.value }]
      : [],
  );
}

function addressOf(row: AddressRow | undefined): StoreBillingAddress {
  return {
    first_name: row?.first_name ?? '',
    last_name: row?.last_name ?? '',
    company: row?.company ?? '',
    address_1: row?.address_1 ?? '',
    address_2: row?.address_2 ?? '',
    city: row?.city ?? '',
    state: row?.state ?? '',
    postcode: row?.postcode ?? '',
    country: row?.country ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
  };
}

/** An order's details from its rows (as stored, or as just written). */
function detailsOf(
  row: DetailsRow,
  addressRows: readonly AddressRow[],
  lineRows: readonly LineRow[],
  couponRows: readonly { code: string; discount: number }[],
): OrderDetails {
  const byType = new Map(addressRows.map((address) => [address.type, address]));
  const { email: _email, ...shipping } = addressOf(byType.get('shipping'));
  return {
    orderKey: row.order_key,
    customerId: row.customer_id,
    paymentMethod: row.payment_method,
    customerNote: row.customer_note,
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    shippingTotal: row.shipping_total,
    nationalCode: row.national_code,
    transferReference: row.transfer_reference,
    paidGmt: row.paid_gmt,
    billing: addressOf(byType.get('billing')),
    shipping,
    lines: lineRows.map((line) => ({
      productId: line.product_id,
      variationId: line.variation_id,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
      total: line.total,
      variation: variationOf(line.variation),
    })),
    coupons: couponRows.map(({ code, discount }) => ({ code, discount })),
  };
}

export function createSqliteOrderDetailsRepository(db: Database.Database): OrderDetailsRepository {
  const saveOrder = db.prepare<[DetailsRow & { id: number; session_key: string }]>(
    `UPDATE orders SET order_key = @order_key, customer_id = @customer_id,
       session_key = @session_key,
       payment_method = @payment_method, customer_note = @customer_note, subtotal = @subtotal,
       discount_total = @discount_total, shipping_total = @shipping_total,
       national_code = @national_code, transfer_reference = @transfer_reference,
       paid_gmt = @paid_gmt
     WHERE id = @id`,
  );
  const saveAddress = db.prepare<[AddressRow & { order_id: number }]>(
    `INSERT INTO order_addresses (order_id, type, first_name, last_name, company, address_1,
       address_2, city, state, postcode, country, phone, email)
     VALUES (@order_id, @type, @first_name, @last_name, @company, @address_1, @address_2, @city,
       @state, @postcode, @country, @phone, @email)`,
  );
  const updateOrder = db.prepare<
    [
      {
        id: number;
        customer_id: number;
        payment_method: string;
        customer_note: string;
        national_code: string;
        transfer_reference: string;
      },
    ]
  >(
    `UPDATE orders SET customer_id = @customer_id, payment_method = @payment_method,
       customer_note = @customer_note, national_code = @national_code,
       transfer_reference = @transfer_reference
     WHERE id = @id`,
  );
  const dropAddresses = db.prepare<[number]>('DELETE FROM order_addresses WHERE order_id = ?');
  const saveLine = db.prepare<[LineRow & { order_id: number }]>(
    `INSERT INTO order_lines (order_id, product_id, variation_id, name, sku, quantity, price,
       subtotal, total, variation)
     VALUES (@order_id, @product_id, @variation_id, @name, @sku, @quantity, @price, @subtotal,
       @total, @variation)`,
  );
  const saveCoupon = db.prepare<[number, string, number]>(
    'INSERT INTO order_coupons (order_id, code, discount) VALUES (?, ?, ?)',
  );
  const details = db.prepare<[number], DetailsRow>(
    `SELECT order_key, customer_id, payment_method, customer_note, subtotal, discount_total,
       shipping_total, national_code, transfer_reference, paid_gmt
     FROM orders WHERE id = ? AND order_key <> ''`,
  );
  const addresses = db.prepare<[number], AddressRow>(
    `SELECT type, first_name, last_name, company, address_1, address_2, city, state, postcode,
       country, phone, email FROM order_addresses WHERE order_id = ?`,
  );
  const lines = db.prepare<[number], LineRow>(
    `SELECT product_id, variation_id, name, sku, quantity, price, subtotal, total, variation
     FROM order_lines WHERE order_id = ? ORDER BY id`,
  );
  const coupons = db.prepare<[number], { code: string; discount: number }>(
    'SELECT code, discount FROM order_coupons WHERE order_id = ? ORDER BY rowid',
  );
  const customerIds = db.prepare<[number, number, number], { id: number }>(
    `SELECT id FROM orders WHERE customer_id = ? AND order_key <> ''
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const sessionKeyOf = db.prepare<[number], { session_key: string }>(
    'SELECT session_key FROM orders WHERE id = ?',
  );
  const customerCount = db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM orders WHERE customer_id = ? AND order_key <> ''",
  );
  // The last item sold puts the product out of stock, as WooCommerce's stock save does, so
  // listings (which read the status) stop offering it (docs/decisions.md, issue 28).
  const takeStock = db.prepare<{ quantity: number; id: number }>(
    `UPDATE products SET stock_quantity = stock_quantity - @quantity,
       stock_status = CASE WHEN stock_quantity - @quantity <= 0 AND stock_status = 'instock'
         THEN 'outofstock' ELSE stock_status END
     WHERE id = @id AND stock_quantity IS NOT NULL AND stock_quantity >= @quantity`,
  );
  const isManaged = db.prepare<[number], { managed: number }>(
    'SELECT stock_quantity IS NOT NULL AS managed FROM products WHERE id = ?',
  );

  return {
    save(orderId, saved, sessionKey = '') {
      const row: DetailsRow = {
        order_key: saved.orderKey,
        customer_id: saved.customerId,
        payment_method: saved.paymentMethod,
        customer_note: saved.customerNote,
        subtotal: saved.subtotal,
        discount_total: saved.discountTotal,
        shipping_total: saved.shippingTotal,
        national_code: saved.nationalCode,
        transfer_reference: saved.transferReference,
        paid_gmt: null,
      };
      saveOrder.run({ id: orderId, session_key: sessionKey, ...row });
      const billing: AddressRow = { type: 'billing', ...saved.billing };
      const shipping: AddressRow = { type: 'shipping', ...saved.shipping, email: '' };
      saveAddress.run({ order_id: orderId, ...billing });
      saveAddress.run({ order_id: orderId, ...shipping });
      const lineRows = saved.lines.map((line): LineRow => ({
        product_id: line.productId,
        variation_id: line.variationId,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        price: line.price,
        subtotal: line.subtotal,
        total: line.total,
        variation: JSON.stringify(line.variation),
      }));
      for (const line of lineRows) saveLine.run({ order_id: orderId, ...line });
      for (const coupon of saved.coupons) saveCoupon.run(orderId, coupon.code, coupon.discount);
      // The same mapping find() applies to the stored rows, so the answers cannot differ.
      return detailsOf(row, [billing, shipping], lineRows, saved.coupons);
    },
    updateCheckout(orderId, checkout) {
      updateOrder.run({
        id: orderId,
        customer_id: checkout.customerId,
        payment_method: checkout.paymentMethod,
        customer_note: checkout.customerNote,
        national_code: checkout.nationalCode,
        transfer_reference: checkout.transferReference,
      });
      dropAddresses.run(orderId);
      saveAddress.run({ order_id: orderId, type: 'billing', ...checkout.billing });
      saveAddress.run({ order_id: orderId, type: 'shipping', ...checkout.shipping, email: '' });
      return this.find(orderId);
    },
    find(orderId) {
      const row = details.get(orderId);
      if (!row) return undefined;
      return detailsOf(row, addresses.all(orderId), lines.all(orderId), coupons.all(orderId));
    },
    sessionKey: (orderId) => sessionKeyOf.get(orderId)?.session_key ?? '',
    customerOrderIds: (customerId, limit, offset) =>
      customerIds.all(customerId, limit, offset).map((row) => row.id),
    customerOrderCount: (customerId) => customerCount.get(customerId)?.n ?? 0,
    takeStock(productId, quantity) {
      // Managed stock (the usual case) is taken in one statement; only when nothing was taken
      // does it matter whether the stock is managed at all.
      if (takeStock.run({ quantity, id: productId }).changes === 1) return true;
      return isManaged.get(productId)?.managed !== 1;
    },
    changeStatus(orderId, from, to, paidGmt) {
      const placeholders = from.map(() => '?').join(', ');
      const result = db
        .prepare(
          `UPDATE orders SET status = ?, paid_gmt = COALESCE(?, paid_gmt)
           WHERE id = ? AND status IN (${placeholders})`,
        )
        .run(to, paidGmt ?? null, orderId, ...from);
      return result.changes === 1;
    },
  };
}
