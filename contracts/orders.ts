// The shop's own order read routes (persian-shop/v1): a signed-in customer's orders for
// my-account, one order for its owner or for whoever holds its key (the order received page),
// and the guest lookup by order number plus email or mobile. Both sides import these.

import type { FromSchema } from 'json-schema-to-ts';
import type { PaymentMethodId } from './checkout';
import type { StoreAddress, StoreBillingAddress, StoreCurrency } from './store';

export const ORDERS_NAMESPACE = 'persian-shop/v1';
/** GET: the signed-in customer's orders, newest first; ?page=&per_page= (1..50, default 10), X-WP-Total headers. */
export const ORDERS_ROUTE = `${ORDERS_NAMESPACE}/orders`;
/** GET persian-shop/v1/orders/{id}[?key=wc_order_…]. */
export const orderRoute = (id: number): string => `${ORDERS_ROUTE}/${id}`;
/** POST {order_number, email_or_mobile}: a guest finds an order. */
export const ORDER_LOOKUP_ROUTE = `${ORDERS_ROUTE}/lookup`;
/** GET …/orders/{id}/pay?key=…: 302 to a fresh gateway payment (the retry link), or to the order received page when nothing is owed. */
export const orderPayRoute = (id: number): string => `${ORDERS_ROUTE}/${id}/pay`;
export const ORDERS_MAX_PER_PAGE = 50;

/** WooCommerce's order statuses that the shop uses. */
export type ShopOrderStatus =
  'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';

export interface ShopOrderLine {
  product_id: number;
  /** 0 for a simple product. */
  variation_id: number;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price in Toman when the order was placed. */
  price: string;
  /** price × quantity, before the coupon. */
  subtotal: string;
  /** After this line's share of the coupon discount. */
  total: string;
  /** Chosen attributes, e.g. [{attribute: "رنگ", value: "قرمز"}]. */
  variation: { attribute: string; value: string }[];
}

export interface ShopOrderCoupon {
  code: string;
  /** Toman taken off by this coupon. */
  discount: string;
}

export interface ShopOrderTotals extends StoreCurrency {
  /** Sum of the lines before discounts. */
  subtotal: string;
  discount: string;
  shipping: string;
  /** What the customer pays. */
  total: string;
}

export interface ShopOrder {
  id: number;
  /** What the shopper quotes. */
  number: string;
  /** Only to the owner or the holder of the key; never in the guest lookup's list. */
  order_key: string;
  status: ShopOrderStatus;
  /** ISO 8601 UTC, e.g. "2025-03-01T08:45:00" (WordPress's date_gmt form). */
  date_created_gmt: string;
  /** When the order was paid (processing after the gateway), else null. */
  date_paid_gmt: string | null;
  customer_id: number;
  customer_note: string;
  billing_address: StoreBillingAddress;
  shipping_address: StoreAddress;
  /** The optional national code, 10 ASCII digits, or "". */
  national_code: string;
  payment_method: PaymentMethodId;
  /** Persian title of the payment method. */
  payment_method_title: string;
  /** bacs: the transfer reference the shopper gave; else "". */
  transfer_reference: string;
  /** The retry link (orderPayRoute with the key) while a persian_card order is unpaid; else null. */
  payment_url: string | null;
  lines: ShopOrderLine[];
  coupons: ShopOrderCoupon[];
  totals: ShopOrderTotals;
}

/** Body of POST persian-shop/v1/orders/lookup. */
export type OrderLookupRequest = FromSchema<typeof orderLookupBodySchema>;

export const orderLookupBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Persian digits accepted. */
    order_number: { type: 'string', minLength: 1, maxLength: 20 },
    /** The order's billing email, or its mobile in any accepted form. */
    email_or_mobile: { type: 'string', minLength: 1, maxLength: 100 },
  },
  required: ['order_number', 'email_or_mobile'],
} as const;

/**
 * Errors of the order routes (WordPress shape, Persian messages). The lookup answers the same
 * 404 for "no such order" and "wrong email or mobile", so it tells a stranger nothing.
 */
export const ORDER_ERROR_CODES = {
  /** 401: GET orders (or an order without its key) by a guest. */
  notSignedIn: 'persian_shop_not_signed_in',
  /** 404: no such order, not yours, wrong key, or a lookup that does not match. */
  notFound: 'persian_shop_order_not_found',
  /** 429 with Retry-After: too many lookups from one address. */
  tooManyLookups: 'persian_shop_too_many_lookups',
} as const;
