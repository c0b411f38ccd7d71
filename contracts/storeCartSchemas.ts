// JSON schemas of the Store API's cart (GET cart and every cart write) with its addresses and
// shipping packages, closed: the serialiser writes the keys in the order named here (the shop's
// answers' order) and nothing else; contracts/store.ts and contracts/checkout.ts derive the
// types from them.
import {
  currencyProperties,
  priceProperties,
  storeImageSchema,
  storeProductSchema,
} from './storeProductSchemas';
import { STORE_ADDRESS_FIELDS } from './store';
import { closedObject } from './closedObject';

const stringType = { type: 'string' } as const;
const integerType = { type: 'integer' } as const;
const booleanType = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** Each named field a string, in the order given. */
function stringProperties<const Fields extends readonly string[]>(fields: Fields) {
  return Object.fromEntries(fields.map((field) => [field, stringType])) as {
    readonly [Field in Fields[number]]: typeof stringType;
  };
}

const addressProperties = /* @__PURE__ */ stringProperties(STORE_ADDRESS_FIELDS);

export const storeAddressSchema = /* @__PURE__ */ closedObject(addressProperties);

/** The billing address: the shipping one and the email, after the phone as the shop writes it. */
export const storeBillingAddressSchema = /* @__PURE__ */ closedObject({
  ...addressProperties,
  email: stringType,
});

/** A shipping method of the package's zone (WooCommerce's CartShippingRate rate). */
export const storeShippingRateSchema = /* @__PURE__ */ closedObject({
  /** "{method_id}:{instance_id}", e.g. "free_shipping:1". */
  rate_id: stringType,
  name: stringType,
  description: stringType,
  delivery_time: stringType,
  /** Whole Toman, as a string. */
  price: stringType,
  taxes: stringType,
  instance_id: integerType,
  method_id: stringType,
  /** WooCommerce's "Items" entry: the package's lines, "name × quantity" joined by ", ". */
  meta_data: {
    type: 'array',
    items: /* @__PURE__ */ closedObject({ key: stringType, value: stringType }),
  },
  selected: booleanType,
  ...currencyProperties,
});

/** One shipment with the rates of the zone its destination falls in. */
export const storeShippingPackageSchema = /* @__PURE__ */ closedObject({
  package_id: integerType,
  /** "Shipment 1" on WooCommerce; the shop names it in Persian. */
  name: stringType,
  destination: /* @__PURE__ */ closedObject({
    address_1: stringType,
    address_2: stringType,
    city: stringType,
    state: stringType,
    postcode: stringType,
    country: stringType,
  }),
  items: {
    type: 'array',
    items: /* @__PURE__ */ closedObject({
      key: stringType,
      name: stringType,
      quantity: integerType,
    }),
  },
  shipping_rates: { type: 'array', items: storeShippingRateSchema },
});

/** No extension adds data to the shop's carts or their lines. */
const noExtensionsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export const storeCartItemSchema = /* @__PURE__ */ closedObject({
  /** 32 hex characters, stable for the same product, variation and choices. */
  key: stringType,
  /** The variation id for a variable product, else the product id. */
  id: integerType,
  type: { type: 'string', enum: ['simple', 'variation'] },
  quantity: integerType,
  quantity_limits: /* @__PURE__ */ closedObject({
    minimum: integerType,
    maximum: integerType,
    multiple_of: integerType,
    editable: booleanType,
  }),
  name: stringType,
  short_description: stringType,
  description: stringType,
  sku: stringType,
  low_stock_remaining: { type: ['integer', 'null'] },
  backorders_allowed: booleanType,
  show_backorder_badge: booleanType,
  sold_individually: booleanType,
  permalink: stringType,
  images: { type: 'array', items: storeImageSchema },
  variation: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['attribute', 'value'],
      properties: {
        /** The label, e.g. "رنگ" */
        attribute: stringType,
        /** The term name, e.g. "قرمز" */
        value: stringType,
        /**
         * e.g. "attribute_pa_color". The shop's server sends it (last, as the serialiser writes
         * the required keys first), WooCommerce 9.9.5 does not: the client reads it only to order
         * a plain post's notice (cart/addedLine.ts), which only the shop's own server acts on.
         */
        raw_attribute: stringType,
      },
    },
  },
  item_data: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'value'],
      properties: { name: stringType, value: stringType, display: stringType },
    },
  },
  prices: /* @__PURE__ */ closedObject({
    ...currencyProperties,
    ...priceProperties,
    raw_prices: /* @__PURE__ */ closedObject({
      precision: integerType,
      price: stringType,
      regular_price: stringType,
      sale_price: stringType,
    }),
  }),
  totals: /* @__PURE__ */ closedObject({
    ...currencyProperties,
    line_subtotal: stringType,
    line_subtotal_tax: stringType,
    line_total: stringType,
    line_total_tax: stringType,
  }),
  catalog_visibility: { type: 'string', enum: ['visible', 'catalog', 'search', 'hidden'] },
  extensions: noExtensionsSchema,
});

export const storeCartTotalsSchema = /* @__PURE__ */ closedObject({
  ...currencyProperties,
  total_items: stringType,
  total_items_tax: stringType,
  total_fees: stringType,
  total_fees_tax: stringType,
  total_discount: stringType,
  total_discount_tax: stringType,
  /** null until shipping has been calculated */
  total_shipping: nullableString,
  total_shipping_tax: nullableString,
  total_price: stringType,
  total_tax: stringType,
  tax_lines: {
    type: 'array',
    items: /* @__PURE__ */ closedObject({ name: stringType, price: stringType, rate: stringType }),
  },
});

export const storeCartErrorSchema = /* @__PURE__ */ closedObject({
  code: stringType,
  message: stringType,
});

/** An applied coupon as the cart lists it. */
export const storeCartCouponSchema = /* @__PURE__ */ closedObject({
  /** Lower-case, as WooCommerce formats coupon codes. */
  code: stringType,
  /** "percent" or "fixed_cart". */
  discount_type: stringType,
  totals: /* @__PURE__ */ closedObject({
    ...currencyProperties,
    total_discount: stringType,
    total_discount_tax: stringType,
  }),
});

/** A fee (WooCommerce's CartFeeSchema); the shop charges none. */
const storeCartFeeSchema = /* @__PURE__ */ closedObject({
  key: stringType,
  name: stringType,
  totals: /* @__PURE__ */ closedObject({
    total: stringType,
    total_tax: stringType,
    ...currencyProperties,
  }),
});

export const storeCartSchema = /* @__PURE__ */ closedObject({
  items: { type: 'array', items: storeCartItemSchema },
  coupons: { type: 'array', items: storeCartCouponSchema },
  fees: { type: 'array', items: storeCartFeeSchema },
  totals: storeCartTotalsSchema,
  shipping_address: storeAddressSchema,
  billing_address: storeBillingAddressSchema,
  needs_payment: booleanType,
  needs_shipping: booleanType,
  payment_requirements: { type: 'array', items: stringType },
  has_calculated_shipping: booleanType,
  /** One package with the rates of its zone once the cart has items. */
  shipping_rates: { type: 'array', items: storeShippingPackageSchema },
  /** Sum of the item quantities: the menu cart's count. */
  items_count: integerType,
  /** Kilograms, so a fraction. */
  items_weight: { type: 'number' },
  /** Products suggested with the cart's (WooCommerce lists them as products); the shop has none. */
  cross_sells: { type: 'array', items: storeProductSchema },
  errors: { type: 'array', items: storeCartErrorSchema },
  payment_methods: { type: 'array', items: stringType },
  extensions: noExtensionsSchema,
});
