// JSON schemas of the Store API's cart (GET cart and every cart write) with its addresses and
// shipping packages, closed: the serialiser writes the keys in the order named here (the shop's
// answers' order) and nothing else; contracts/store.ts and contracts/checkout.ts derive the
// types from them.
import {
  CURRENCY_KEYS,
  currencyProperties,
  priceRangeSchema,
  storeImageSchema,
  storeProductSchema,
} from './storeProductSchemas';

const stringType = { type: 'string' } as const;
const integerType = { type: 'integer' } as const;
const booleanType = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;

const ADDRESS_KEYS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'phone',
] as const;

const addressProperties = {
  first_name: stringType,
  last_name: stringType,
  company: stringType,
  address_1: stringType,
  address_2: stringType,
  city: stringType,
  state: stringType,
  postcode: stringType,
  country: stringType,
  phone: stringType,
} as const;

export const storeAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ADDRESS_KEYS,
  properties: addressProperties,
} as const;

/** The billing address: the shipping one and the email, after the phone as the shop writes it. */
export const storeBillingAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...ADDRESS_KEYS, 'email'],
  properties: { ...addressProperties, email: stringType },
} as const;

/** A shipping method of the package's zone (WooCommerce's CartShippingRate rate). */
export const storeShippingRateSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'rate_id',
    'name',
    'description',
    'delivery_time',
    'price',
    'taxes',
    'instance_id',
    'method_id',
    'meta_data',
    'selected',
    ...CURRENCY_KEYS,
  ],
  properties: {
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
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'value'],
        properties: { key: stringType, value: stringType },
      },
    },
    selected: booleanType,
    ...currencyProperties,
  },
} as const;

/** One shipment with the rates of the zone its destination falls in. */
export const storeShippingPackageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['package_id', 'name', 'destination', 'items', 'shipping_rates'],
  properties: {
    package_id: integerType,
    /** "Shipment 1" on WooCommerce; the shop names it in Persian. */
    name: stringType,
    destination: {
      type: 'object',
      additionalProperties: false,
      required: ['address_1', 'address_2', 'city', 'state', 'postcode', 'country'],
      properties: {
        address_1: stringType,
        address_2: stringType,
        city: stringType,
        state: stringType,
        postcode: stringType,
        country: stringType,
      },
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'name', 'quantity'],
        properties: { key: stringType, name: stringType, quantity: integerType },
      },
    },
    shipping_rates: { type: 'array', items: storeShippingRateSchema },
  },
} as const;

/** No extension adds data to the shop's carts or their lines. */
const noExtensionsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export const storeCartItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'key',
    'id',
    'type',
    'quantity',
    'quantity_limits',
    'name',
    'short_description',
    'description',
    'sku',
    'low_stock_remaining',
    'backorders_allowed',
    'show_backorder_badge',
    'sold_individually',
    'permalink',
    'images',
    'variation',
    'item_data',
    'prices',
    'totals',
    'catalog_visibility',
    'extensions',
  ],
  properties: {
    /** 32 hex characters, stable for the same product, variation and choices. */
    key: stringType,
    /** The variation id for a variable product, else the product id. */
    id: integerType,
    type: { type: 'string', enum: ['simple', 'variation'] },
    quantity: integerType,
    quantity_limits: {
      type: 'object',
      additionalProperties: false,
      required: ['minimum', 'maximum', 'multiple_of', 'editable'],
      properties: {
        minimum: integerType,
        maximum: integerType,
        multiple_of: integerType,
        editable: booleanType,
      },
    },
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
           * the required keys first), WooCommerce 9.9.5 does not: the client never reads it.
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
    prices: {
      type: 'object',
      additionalProperties: false,
      required: [
        ...CURRENCY_KEYS,
        'price',
        'regular_price',
        'sale_price',
        'price_range',
        'raw_prices',
      ],
      properties: {
        ...currencyProperties,
        price: stringType,
        regular_price: stringType,
        sale_price: stringType,
        price_range: { anyOf: [priceRangeSchema, { type: 'null' }] },
        raw_prices: {
          type: 'object',
          additionalProperties: false,
          required: ['precision', 'price', 'regular_price', 'sale_price'],
          properties: {
            precision: integerType,
            price: stringType,
            regular_price: stringType,
            sale_price: stringType,
          },
        },
      },
    },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: [
        ...CURRENCY_KEYS,
        'line_subtotal',
        'line_subtotal_tax',
        'line_total',
        'line_total_tax',
      ],
      properties: {
        ...currencyProperties,
        line_subtotal: stringType,
        line_subtotal_tax: stringType,
        line_total: stringType,
        line_total_tax: stringType,
      },
    },
    catalog_visibility: { type: 'string', enum: ['visible', 'catalog', 'search', 'hidden'] },
    extensions: noExtensionsSchema,
  },
} as const;

export const storeCartTotalsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...CURRENCY_KEYS,
    'total_items',
    'total_items_tax',
    'total_fees',
    'total_fees_tax',
    'total_discount',
    'total_discount_tax',
    'total_shipping',
    'total_shipping_tax',
    'total_price',
    'total_tax',
    'tax_lines',
  ],
  properties: {
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
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'price', 'rate'],
        properties: { name: stringType, price: stringType, rate: stringType },
      },
    },
  },
} as const;

export const storeCartErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message'],
  properties: { code: stringType, message: stringType },
} as const;

/** An applied coupon as the cart lists it. */
export const storeCartCouponSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'discount_type', 'totals'],
  properties: {
    /** Lower-case, as WooCommerce formats coupon codes. */
    code: stringType,
    /** "percent" or "fixed_cart". */
    discount_type: stringType,
    totals: {
      type: 'object',
      additionalProperties: false,
      required: [...CURRENCY_KEYS, 'total_discount', 'total_discount_tax'],
      properties: {
        ...currencyProperties,
        total_discount: stringType,
        total_discount_tax: stringType,
      },
    },
  },
} as const;

/** A fee (WooCommerce's CartFeeSchema); the shop charges none. */
const storeCartFeeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'name', 'totals'],
  properties: {
    key: stringType,
    name: stringType,
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['total', 'total_tax', ...CURRENCY_KEYS],
      properties: { total: stringType, total_tax: stringType, ...currencyProperties },
    },
  },
} as const;

export const storeCartSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'items',
    'coupons',
    'fees',
    'totals',
    'shipping_address',
    'billing_address',
    'needs_payment',
    'needs_shipping',
    'payment_requirements',
    'has_calculated_shipping',
    'shipping_rates',
    'items_count',
    'items_weight',
    'cross_sells',
    'errors',
    'payment_methods',
    'extensions',
  ],
  properties: {
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
  },
} as const;
