// The checkout of the WooCommerce Store API (wc/store/v1/checkout) as this shop uses it: the
// request the checkout page sends, the order it gets back, the Iranian address rules, the
// payment methods and every error code the checkout answers. Both sides import these; field
// names are WooCommerce's, so the app can be pointed at a real WooCommerce.

import type { FromSchema } from 'json-schema-to-ts';
import type { AttributionValues, ORDER_ATTRIBUTION_NAMESPACE } from './attribution';
import type { StoreAddress, StoreBillingAddress } from './store';
import {
  storeAddressSchema,
  storeBillingAddressSchema,
  storeCartSchema,
  type storeShippingPackageSchema,
  type storeShippingRateSchema,
} from './storeCartSchemas';
import { closedObject } from './closedObject';

export const CHECKOUT_ROUTE = 'wc/store/v1/checkout';

// ---------------------------------------------------------------------------------------------
// Payment methods

/** cod: cash on delivery; bacs: card-to-card transfer (a reference number with the order); persian_card: the online card gateway. */
export const PAYMENT_METHODS = ['cod', 'bacs', 'persian_card'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethodId(id: string): id is PaymentMethodId {
  return (PAYMENT_METHODS as readonly string[]).includes(id);
}

/** payment_data key of the card-to-card transfer's reference (tracking) number; bacs needs it. */
export const TRANSFER_REFERENCE_KEY = 'transfer_reference';
/** A transfer reference: 4 to 20 digits once Persian/Arabic digits are read as ASCII. */
export const TRANSFER_REFERENCE_PATTERN = '^[0-9]{4,20}$';

/** GET persian-shop/v1/payment-methods: what the checkout shows for each method. */
export const PAYMENT_METHODS_ROUTE = 'persian-shop/v1/payment-methods';

export type PaymentMethodInfo = FromSchema<typeof paymentMethodsResponseSchema>[number];

// ---------------------------------------------------------------------------------------------
// Iranian address rules (the checkout validates these; the client may check them early).
// Digits typed in Persian (۰-۹) or Arabic-Indic (٠-٩) are read as ASCII digits first.

/** Iranian postcodes are 10 digits (written 5-5; a dash or space between is accepted). */
export const POSTCODE_PATTERN = '^[0-9]{10}$';
/** A mobile number after normalising +98 / 0098 / 98 to 0: 09 and nine more digits. */
export const MOBILE_PATTERN = '^09[0-9]{9}$';
/** The national code (کد ملی): 10 digits with a check digit (iranRules.ts). */
export const NATIONAL_CODE_PATTERN = '^[0-9]{10}$';
export const ADDRESS_COUNTRY = 'IR';
/** Names and address lines: the longest accepted, in characters. */
export const NAME_MAX_LENGTH = 60;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const ADDRESS_LINE_MIN_LENGTH = 5;
export const CUSTOMER_NOTE_MAX_LENGTH = 1000;

/** WooCommerce's additional checkout field (namespace/name) for the optional national code. */
export const NATIONAL_CODE_FIELD = 'persian-shop/national-code';

// ---------------------------------------------------------------------------------------------
// Request: POST wc/store/v1/checkout

export interface StorePaymentDataEntry {
  key: string;
  value: string | boolean;
}

export interface StoreCheckoutExtensions {
  /** The attribution values exactly as WooCommerce's checkout block sends them. */
  [ORDER_ATTRIBUTION_NAMESPACE]?: AttributionValues;
}

export interface StoreCheckoutRequest {
  /** billing: first_name, last_name, address_1, city, state (province code), postcode, phone (mobile) and email are required; country IR. */
  billing_address: StoreBillingAddress;
  /** Omitted or empty fields are taken from the billing address (WooCommerce's "same as billing"). */
  shipping_address?: StoreAddress;
  customer_note?: string;
  payment_method: PaymentMethodId;
  /** bacs: [{key: "transfer_reference", value: "123456"}]. */
  payment_data?: StorePaymentDataEntry[];
  additional_fields?: { [NATIONAL_CODE_FIELD]?: string };
  extensions?: StoreCheckoutExtensions;
}

const addressProperties = {
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  company: { type: 'string' },
  address_1: { type: 'string' },
  address_2: { type: 'string' },
  city: { type: 'string' },
  state: { type: 'string' },
  postcode: { type: 'string' },
  country: { type: 'string' },
  phone: { type: 'string' },
} as const;

/**
 * Only the shape is checked here (Fastify answers rest_invalid_param); the field rules run in
 * the checkout itself, so one answer lists every bad field with its own message.
 */
export const checkoutBodySchema = {
  type: 'object',
  properties: {
    billing_address: {
      type: 'object',
      properties: { ...addressProperties, email: { type: 'string' } },
    },
    shipping_address: { type: 'object', properties: addressProperties },
    customer_note: { type: 'string' },
    payment_method: { type: 'string' },
    payment_data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          value: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
        },
        required: ['key', 'value'],
      },
    },
    additional_fields: { type: 'object' },
    extensions: { type: 'object' },
  },
  required: ['billing_address'],
} as const;

// ---------------------------------------------------------------------------------------------
// Shipping, as the cart answers it (StoreCart.shipping_rates): one package per shipment, each
// with the rates of the shipping zone its destination falls in (WooCommerce's CartShippingRate).

export type StoreShippingRate = FromSchema<typeof storeShippingRateSchema>;

export type StoreShippingPackage = FromSchema<typeof storeShippingPackageSchema>;

// ---------------------------------------------------------------------------------------------
// Response: POST (the placed order) and GET (the draft order) wc/store/v1/checkout

export type PaymentStatus = StorePaymentResult['payment_status'];

export type StorePaymentResult = StoreCheckoutResponse['payment_result'];

/** POST (the placed order) and GET (the draft order) wc/store/v1/checkout. */
export type StoreCheckoutResponse = FromSchema<typeof checkoutResponseSchema>;

/** GET payment-methods: what the checkout shows for each method, the optional keys where set. */
export const paymentMethodsResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'title', 'description'],
    properties: {
      id: { type: 'string', enum: PAYMENT_METHODS },
      /** Persian title, e.g. "پرداخت در محل". */
      title: { type: 'string' },
      /** Persian description shown under the choice. */
      description: { type: 'string' },
      /** bacs only: the shop's card to transfer to, 16 ASCII digits, and its holder. */
      card_number: { type: 'string' },
      card_holder: { type: 'string' },
      /** persian_card through the shop's local test gateway: no money moves (show a notice). */
      test_mode: { type: 'boolean' },
    },
  },
} as const;

/** The checkout's answer in WooCommerce's key order (CheckoutSchema). */
export const checkoutResponseSchema = /* @__PURE__ */ closedObject({
  /** GET: the draft order (status checkout-draft), reused for the same cart; 0 for an empty cart. */
  order_id: { type: 'integer' },
  /** checkout-draft (GET); after POST: processing (cod), on-hold (bacs), pending (persian_card, until paid). */
  status: { type: 'string' },
  /** "wc_order_" + 13 letters and digits; opens the order received page for a guest. */
  order_key: { type: 'string' },
  /** What the shopper quotes, e.g. "1042". */
  order_number: { type: 'string' },
  customer_note: { type: 'string' },
  /** 0 for a guest. */
  customer_id: { type: 'integer' },
  billing_address: storeBillingAddressSchema,
  shipping_address: storeAddressSchema,
  payment_method: { type: 'string' },
  payment_result: /* @__PURE__ */ closedObject({
    /** '' on a draft that has not been paid for yet (WooCommerce's GET answer). */
    payment_status: { type: 'string', enum: ['success', 'failure', 'pending', 'error', ''] },
    /** The gateway's process_payment() result as {key, value} pairs (`result`, `redirect`). */
    payment_details: {
      type: 'array',
      items: /* @__PURE__ */ closedObject({ key: { type: 'string' }, value: { type: 'string' } }),
    },
    /** persian_card: the gateway's page; cod/bacs: the order received page; '' on a draft. */
    redirect_url: { type: 'string' },
  }),
  /** The shop's one: "persian-shop/national-code" when given. */
  additional_fields: { type: 'object', additionalProperties: { type: 'string' } },
  /** WooCommerce sends null unless asked to calculate totals (which the shop never asks). */
  __experimentalCart: { anyOf: [storeCartSchema, { type: 'null' }] },
  /** No extension adds data to the shop's checkout answer. */
  extensions: { type: 'object', additionalProperties: false, properties: {} },
});

/** The order received page, as WooCommerce links it: /checkout/order-received/{id}/?key={order_key}. */
export function orderReceivedPath(orderId: number, orderKey: string): string {
  return `/checkout/order-received/${orderId}/?key=${encodeURIComponent(orderKey)}`;
}

/**
 * Where a cancelled or declined card payment returns: the checkout, with the cart given back and
 * the card chosen again (the checkout page reads the query and says what happened).
 */
export const PAYMENT_CANCELLED_QUERY = 'payment=cancelled';
export const CHECKOUT_PAYMENT_CANCELLED_PATH = `/checkout/?${PAYMENT_CANCELLED_QUERY}`;

// ---------------------------------------------------------------------------------------------
// Errors (WordPress shape). Per-field address errors come as WordPress's rest_invalid_param:
//   { code: "rest_invalid_param", message, data: { status: 400,
//       params:  { billing_address: "<first message>", ... },
//       details: { billing_address: { code: "invalid_postcode", message, data: { field: "postcode" },
//                                     additional_errors: [{ code, message, data: { field } }] } } } }
// Params that can carry field errors: billing_address, shipping_address, additional_fields
// (field "persian-shop/national-code"), payment_data (field "transfer_reference") and
// extensions (field: the attribution field, e.g. "utm_source"; code invalid_order_attribution).

export const CHECKOUT_ERROR_CODES = {
  /** 400: at least one field is wrong; see data.details. */
  invalidParam: 'rest_invalid_param',
  /** 409: the cart has no items (asked before anything else). */
  emptyCart: 'woocommerce_rest_cart_empty',
  /** 400: no payment_method. */
  missingPaymentMethod: 'woocommerce_rest_checkout_missing_payment_method',
  /** 400: payment_method is not one the shop offers now (see PAYMENT_METHODS_ROUTE). */
  paymentMethodDisabled: 'woocommerce_rest_checkout_payment_method_disabled',
  /** 429: this session, billing email or mobile already has too many unpaid orders (nothing written). */
  tooManyUnpaidOrders: 'persian_shop_too_many_unpaid_orders',
  /** 409: an item is out of stock now (nothing written; the cart keeps the item). */
  outOfStock: 'woocommerce_rest_product_out_of_stock',
  /** 409: fewer units are left than the cart holds. */
  partiallyOutOfStock: 'woocommerce_rest_product_partially_out_of_stock',
  /** 409: an item can no longer be bought (unpublished, no price). */
  notPurchasable: 'woocommerce_rest_product_not_purchasable',
  /** 409: an applied coupon is no longer valid (removed from the cart; the answer says why). */
  couponErrors: 'woocommerce_rest_cart_coupon_errors',
  /** 401 / 403: the Nonce header, as on every cart write (see STORE_ERROR_CODES). */
  missingNonce: 'woocommerce_rest_missing_nonce',
  invalidNonce: 'woocommerce_rest_invalid_nonce',
} as const;

/** The per-field error codes inside data.details: "invalid_" + the field, or "required_" + the field when empty. */
export interface CheckoutFieldErrorDetail {
  code: string;
  message: string;
  data: { field: string };
  additional_errors?: { code: string; message: string; data: { field: string } }[];
}

export interface CheckoutFieldError {
  /** billing_address, shipping_address, additional_fields, payment_data or extensions. */
  param: string;
  /** e.g. "postcode", "phone", "persian-shop/national-code", "transfer_reference". */
  field: string;
  code: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldOf(entry: unknown): { code: string; message: string; field: string } | undefined {
  if (!isRecord(entry) || typeof entry.code !== 'string' || typeof entry.message !== 'string') {
    return undefined;
  }
  const data = entry.data;
  const field = isRecord(data) && typeof data.field === 'string' ? data.field : '';
  return { code: entry.code, message: entry.message, field };
}

/** Flattens a rest_invalid_param error's data.details into one list, in the server's order. */
export function checkoutFieldErrors(errorData: unknown): CheckoutFieldError[] {
  if (!isRecord(errorData) || !isRecord(errorData.details)) return [];
  const found: CheckoutFieldError[] = [];
  for (const [param, detail] of Object.entries(errorData.details)) {
    const first = fieldOf(detail);
    if (first) found.push({ param, ...first });
    const more =
      isRecord(detail) && Array.isArray(detail.additional_errors) ? detail.additional_errors : [];
    for (const entry of more) {
      const next = fieldOf(entry);
      if (next) found.push({ param, ...next });
    }
  }
  return found;
}
