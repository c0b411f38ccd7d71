// The shop's own order read routes (persian-shop/v1): a signed-in customer's orders for
// my-account, one order for its owner or for whoever holds its key (the order received page),
// and the guest lookup by order number plus email or mobile. Both sides import these.

import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_METHODS } from './checkout';
import { storeAddressSchema, storeBillingAddressSchema } from './storeCartSchemas';
import { currencyProperties } from './storeProductSchemas';
import { closedObject } from './closedObject';

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
export const SHOP_ORDER_STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const;

export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export type ShopOrderLine = ShopOrder['lines'][number];

export type ShopOrderCoupon = ShopOrder['coupons'][number];

export type ShopOrderTotals = ShopOrder['totals'];

export type ShopOrder = FromSchema<typeof shopOrderSchema>;

const stringType = { type: 'string' } as const;
const integerType = { type: 'integer' } as const;

export const shopOrderSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  /** What the shopper quotes. */
  number: stringType,
  /** Only to the owner or the holder of the key. */
  order_key: stringType,
  status: { type: 'string', enum: SHOP_ORDER_STATUSES },
  /** ISO 8601 UTC, e.g. "2025-03-01T08:45:00" (WordPress's date_gmt form). */
  date_created_gmt: stringType,
  /** When the order was paid (processing after the gateway), else null. */
  date_paid_gmt: { type: ['string', 'null'] },
  customer_id: integerType,
  customer_note: stringType,
  billing_address: storeBillingAddressSchema,
  shipping_address: storeAddressSchema,
  /** The optional national code, 10 ASCII digits, or "". */
  national_code: stringType,
  payment_method: { type: 'string', enum: PAYMENT_METHODS },
  /** Persian title of the payment method. */
  payment_method_title: stringType,
  /** bacs: the transfer reference the shopper gave; else "". */
  transfer_reference: stringType,
  /** The retry link (orderPayRoute with the key) while a persian_card order is unpaid; else null. */
  payment_url: { type: ['string', 'null'] },
  lines: {
    type: 'array',
    items: /* @__PURE__ */ closedObject({
      product_id: integerType,
      /** 0 for a simple product. */
      variation_id: integerType,
      name: stringType,
      sku: stringType,
      quantity: integerType,
      /** Unit price in Toman when the order was placed. */
      price: stringType,
      /** price × quantity, before the coupon. */
      subtotal: stringType,
      /** After this line's share of the coupon discount. */
      total: stringType,
      /** Chosen attributes, e.g. [{attribute: "رنگ", value: "قرمز"}]. */
      variation: {
        type: 'array',
        items: /* @__PURE__ */ closedObject({ attribute: stringType, value: stringType }),
      },
    }),
  },
  coupons: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'discount'],
      /** discount: Toman taken off by this coupon. */
      properties: { code: stringType, discount: stringType },
    },
  },
  totals: /* @__PURE__ */ closedObject({
    ...currencyProperties,
    /** Sum of the lines before discounts. */
    subtotal: stringType,
    discount: stringType,
    shipping: stringType,
    /** What the customer pays. */
    total: stringType,
  }),
});

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
