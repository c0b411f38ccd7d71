// Shapes of the WooCommerce Store API (wc/store/v1) as this shop uses them, plus the classic
// variation data of the product page and the Variation Swatches plugin's settings.
// Both sides import these: the server answers with them, the client is typed by them. Field names
// and meanings are WooCommerce's own, so the app can be pointed at a real WooCommerce. The
// answers' types are derived from their JSON schemas (storeProductSchemas.ts, storeCartSchemas.ts).

import type { FromSchema } from 'json-schema-to-ts';
import type {
  currencySchema,
  priceRangeSchema,
  shopProductDataSchema,
  storeAddToCartSchema,
  storeAttributeDefinitionSchema,
  storeCategorySchema,
  storeCollectionDataSchema,
  storeImageSchema,
  storeProductAttributeSchema,
  storeProductSchema,
  storeTermLinkSchema,
  storeTermSchema,
  storeVariationRefSchema,
  classicVariationImageSchema,
  productVariationSchema,
  swatchAttributeSchema,
  swatchProductDataSchema,
  swatchSettingsSchema,
  swatchTermSchema,
  SWATCH_TYPES,
} from './storeProductSchemas';
import type {
  storeAddressSchema,
  storeBillingAddressSchema,
  storeCartCouponSchema,
  storeCartErrorSchema,
  storeCartItemSchema,
  storeCartSchema,
  storeCartTotalsSchema,
} from './storeCartSchemas';

export const STORE_API_NAMESPACE = 'wc/store/v1';
/** The Variation Swatches (Pro) REST namespace; the swatch api-fetch middleware keys on its name. */
export const SWATCHES_NAMESPACE = 'woo-variation-swatches/v1';
/** The key of the swatch data inside a Store API product's `extensions`. */
export const SWATCHES_EXTENSION = 'woo-variation-swatches';
/** The plugin's own name: requests whose path contains it get the extra query parameters. */
export const SWATCHES_FEATURE_NAME = 'woo-variation-swatches';

// ---------------------------------------------------------------------------------------------
// Headers

/** Store API nonce (action `wc_store_api`), sent by the client on cart writes and answered on every cart response. */
export const STORE_NONCE_HEADER = 'Nonce';
/** Unix seconds at which the answered nonce was minted. */
export const STORE_NONCE_TIMESTAMP_HEADER = 'Nonce-Timestamp';
/** A signed token (JWT, HS256) naming the cart; a request that carries a valid one needs no nonce and no cookie. */
export const CART_TOKEN_HEADER = 'Cart-Token';
/**
 * The Cart-Token again, in a cookie the storefront sets from the Store API's answers, so it can
 * draw a visitor's cart and checkout in front of a WordPress (WordPress itself ignores it).
 */
export const CART_TOKEN_COOKIE = 'shop_cart_token';
/** As long as WooCommerce's Cart-Token lives (48 hours); each cart answer renews both. */
export const CART_TOKEN_COOKIE_SECONDS = 172_800;
/** The signed-in user's id, 0 for a guest. */
export const USER_ID_HEADER = 'User-ID';
/** Pagination headers: the same as wp/v2 (see contracts/wp.ts TOTAL_HEADER, TOTAL_PAGES_HEADER, plus Link). */
export { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './wp';

// ---------------------------------------------------------------------------------------------
// Money. Store API prices are strings in the currency's smallest unit; the Toman has no minor
// unit (currency_minor_unit 0), so "1250000" is 1,250,000 Toman.

export type StoreCurrency = FromSchema<typeof currencySchema>;
export type StorePriceRange = FromSchema<typeof priceRangeSchema>;
export type StoreProductPrices = StoreProduct['prices'];

// ---------------------------------------------------------------------------------------------
// Products: GET wc/store/v1/products, products/{id}, products/{slug}

export type StoreImage = FromSchema<typeof storeImageSchema>;
export type StoreTermLink = FromSchema<typeof storeTermLinkSchema>;
export type StoreAttributeTerm = StoreProductAttribute['terms'][number];
export type StoreProductAttribute = FromSchema<typeof storeProductAttributeSchema>;

/** One variation as the product response lists it: value null means "any". */
export type StoreVariationRef = FromSchema<typeof storeVariationRefSchema>;
export type StoreAddToCart = FromSchema<typeof storeAddToCartSchema>;
export type StoreProductType = StoreProduct['type'];
export type StoreProduct = FromSchema<typeof storeProductSchema>;
export type StoreProductExtensions = StoreProduct['extensions'];
export type ShopProductData = FromSchema<typeof shopProductDataSchema>;

/** Query of GET wc/store/v1/products (the subset this shop sends). */
export interface StoreProductQuery {
  page?: number;
  /** 1 to 100, default 10 */
  per_page?: number;
  search?: string;
  /** Category ids or slugs, comma separated */
  category?: string;
  featured?: boolean;
  on_sale?: boolean;
  /** Product slugs, comma separated */
  slug?: string;
  include?: number[];
  orderby?: 'date' | 'price' | 'popularity' | 'rating' | 'title' | 'menu_order' | 'id' | 'slug';
  order?: 'asc' | 'desc';
  min_price?: string;
  max_price?: string;
  stock_status?: ('instock' | 'outofstock' | 'onbackorder')[];
  type?: 'simple' | 'variable';
}

/** The shop page's query: the list filters too, sent in PHP's syntax (client/api/storeListing.ts). */
export interface StoreListingQuery extends StoreProductQuery {
  /** Sent as attributes[i][attribute], attributes[i][slug][] and attributes[i][operator]. */
  attributes?: StoreAttributeFilter[];
}

// ---------------------------------------------------------------------------------------------
// GET wc/store/v1/products/collection-data (WooCommerce's ProductCollectionDataSchema): over the
// products route's filters, the price range and the counts the filter blocks show.

export type StoreCollectionData = FromSchema<typeof storeCollectionDataSchema>;

/** The counts asked of collection-data; attributes sent as calculate_attribute_counts[i][…]. */
export interface StoreCollectionQuery extends StoreListingQuery {
  calculate_price_range?: boolean;
  calculate_stock_status_counts?: boolean;
  calculate_attribute_counts?: { taxonomy: string; query_type: 'or' | 'and' }[];
}

/** One attribute filter of the products route: products with any (in) or all (and) terms. */
export interface StoreAttributeFilter {
  /** e.g. "pa_color" */
  attribute: string;
  slug: string[];
  operator?: 'in' | 'and' | 'not_in';
}

export const STORE_MAX_PER_PAGE = 100;

// ---------------------------------------------------------------------------------------------
// Categories: GET wc/store/v1/products/categories

export type StoreCategory = FromSchema<typeof storeCategorySchema>;

// ---------------------------------------------------------------------------------------------
// Attributes: GET wc/store/v1/products/attributes and products/attributes/{id}/terms
// (WooCommerce's ProductAttributeSchema and TermSchema).

export type StoreProductAttributeDefinition = FromSchema<typeof storeAttributeDefinitionSchema>;

/** A term as products/attributes/{id}/terms lists it. */
export type StoreTerm = FromSchema<typeof storeTermSchema>;

// ---------------------------------------------------------------------------------------------
// The classic variation data of the product page (WooCommerce core's get_available_variations(),
// i.e. the form's data-product_variations, plus the Swatches Pro `variation_stock_left`).
// Served by GET woo-variation-swatches/v1/single-product/{id}, the Pro plugin's own route.

export type ClassicVariationImage = FromSchema<typeof classicVariationImageSchema>;
export type ProductVariation = FromSchema<typeof productVariationSchema>;

// ---------------------------------------------------------------------------------------------
// Swatch data of a variable product, under extensions["woo-variation-swatches"].

/** The plugin's list types; "select" is a plain dropdown (default_to_button turns it into buttons). */
export type SwatchType = (typeof SWATCH_TYPES)[number];

/** A term as the plugin describes it (its REST field `woo_variation_swatches`, flattened). */
export type SwatchTerm = FromSchema<typeof swatchTermSchema>;
export type SwatchAttribute = FromSchema<typeof swatchAttributeSchema>;
/**
 * The plugin's JS options (`woo_variation_swatches_options` plus the Pro additions), as raw
 * values the way WordPress localises them: flags arrive as "yes"/"no", "1", true, "on"... and
 * the client reads them with the plugin's filterBoolean (true only for true, 1, "1", "true",
 * "yes", "on", trimmed and case-insensitive). A missing key means off / not set.
 */
export type SwatchFlag = boolean | number | string;

export type SwatchSettings = FromSchema<typeof swatchSettingsSchema>;

/** The ten options of SPEC section 9, in its order. */
export const SWATCH_OPTION_NAMES = [
  'show_variation_label',
  'variation_label_separator',
  'out_of_stock_tooltip_text',
  'unavailable_tooltip_text',
  'clickable_out_of_stock',
  'clear_on_reselect',
  'disable_out_of_stock',
  'deselect_unavailable',
  'show_variation_stock',
  'stock_label_threshold',
] as const;

export type SwatchProductData = FromSchema<typeof swatchProductDataSchema>;

// ---------------------------------------------------------------------------------------------
// Cart: GET wc/store/v1/cart, POST wc/store/v1/cart/add-item

export type StoreCartItemPrices = StoreCartItem['prices'];
export type StoreCartItemTotals = StoreCartItem['totals'];
export type StoreCartItemVariation = StoreCartItem['variation'][number];
export type StoreCartItem = FromSchema<typeof storeCartItemSchema>;
export type StoreCartTotals = FromSchema<typeof storeCartTotalsSchema>;
export type StoreAddress = FromSchema<typeof storeAddressSchema>;
export type StoreBillingAddress = FromSchema<typeof storeBillingAddressSchema>;

/**
 * An Iranian address's fields, listed once, in the order WooCommerce writes them (the billing
 * address adds the email after the phone): the address schemas, the empty address and the
 * account's saved-address fields are built from it.
 */
export const STORE_ADDRESS_FIELDS = [
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

/** An Iranian address with nothing filled in (the country is the shop's). */
export const EMPTY_ADDRESS: Readonly<StoreAddress> = {
  ...(Object.fromEntries(STORE_ADDRESS_FIELDS.map((field) => [field, ''])) as StoreAddress),
  country: 'IR',
};

export type StoreCartError = FromSchema<typeof storeCartErrorSchema>;

/** An applied coupon as the cart lists it. */
export type StoreCartCoupon = FromSchema<typeof storeCartCouponSchema>;
export type StoreCart = FromSchema<typeof storeCartSchema>;

/** A chosen attribute as add-item takes it: attribute is "attribute_pa_color", "pa_color" or the label. */
export type StoreVariationChoice = NonNullable<StoreAddItemRequest['variation']>[number];

/** Body of POST wc/store/v1/cart/add-item. */
export type StoreAddItemRequest = FromSchema<typeof addItemBodySchema>;

export const addItemBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Product id (with `variation`) or a variation id. */
    id: { type: 'integer', minimum: 1 },
    /** Default: the minimum (1). */
    quantity: { type: 'integer' },
    variation: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { attribute: { type: 'string' }, value: { type: 'string' } },
        required: ['attribute', 'value'],
      },
    },
  },
  required: ['id'],
} as const;

/** Body of POST wc/store/v1/cart/update-item. */
export type StoreUpdateItemRequest = FromSchema<typeof updateItemBodySchema>;

export const updateItemBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The line's key (StoreCartItem.key). */
    key: { type: 'string' },
    quantity: { type: 'integer' },
  },
  required: ['key', 'quantity'],
} as const;

/** Body of POST wc/store/v1/cart/remove-item. */
export type StoreRemoveItemRequest = FromSchema<typeof removeItemBodySchema>;

export const removeItemBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { key: { type: 'string' } },
  required: ['key'],
} as const;

/** Body of POST wc/store/v1/cart/apply-coupon and cart/remove-coupon. */
export type StoreCouponRequest = FromSchema<typeof couponBodySchema>;

export const couponBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Case does not matter; Persian digits are read as ASCII. */
    code: { type: 'string' },
  },
  required: ['code'],
} as const;

/**
 * Error codes of update-item, remove-item and the coupon routes (WordPress error shape, Persian
 * messages), on top of STORE_ERROR_CODES (update-item answers the add-item stock codes too).
 */
export const CART_OPERATION_ERROR_CODES = {
  /** 409: no line with that key in this cart. */
  invalidKey: 'woocommerce_rest_cart_invalid_key',
  /** 400: the coupon cannot be applied (unknown, expired, minimum spend, already applied); the message says which. */
  couponError: 'woocommerce_rest_cart_coupon_error',
  /** 409: remove-coupon for a coupon that is not applied. */
  couponNotApplied: 'woocommerce_rest_cart_coupon_invalid_code',
} as const;

/**
 * Error codes the cart routes answer (WordPress error shape, Persian messages). All are 400
 * except the nonce ones (401 missing, 403 invalid).
 */
export const STORE_ERROR_CODES = {
  missingNonce: 'woocommerce_rest_missing_nonce',
  invalidNonce: 'woocommerce_rest_invalid_nonce',
  invalidProduct: 'woocommerce_rest_cart_invalid_product',
  outOfStock: 'woocommerce_rest_product_out_of_stock',
  partiallyOutOfStock: 'woocommerce_rest_product_partially_out_of_stock',
  notPurchasable: 'woocommerce_rest_product_not_purchasable',
  invalidQuantity: 'woocommerce_rest_product_invalid_quantity',
  /** Adding to a line would pass its maximum (WooCommerce's QuantityLimits code, unprefixed). */
  quantityLimit: 'invalid_quantity',
  noMatchingVariation: 'woocommerce_rest_variation_id_from_variation_data',
  missingVariationData: 'woocommerce_rest_missing_variation_data',
  invalidVariationData: 'woocommerce_rest_invalid_variation_data',
  productInvalidId: 'woocommerce_rest_product_invalid_id',
  productInvalidSlug: 'woocommerce_rest_product_invalid_slug',
} as const;
