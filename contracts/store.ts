// Shapes of the WooCommerce Store API (wc/store/v1) as this shop uses them, plus the classic
// variation data of the product page and the Variation Swatches plugin's settings.
// Both sides import these: the server answers with them, the client is typed by them. Field names
// and meanings are WooCommerce's own, so the app can be pointed at a real WooCommerce.

import type { FromSchema } from 'json-schema-to-ts';
import type { StoreShippingPackage } from './checkout';

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
/** The signed-in user's id, 0 for a guest. */
export const USER_ID_HEADER = 'User-ID';
/** Pagination headers: the same as wp/v2 (see contracts/wp.ts TOTAL_HEADER, TOTAL_PAGES_HEADER, plus Link). */
export { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './wp';

// ---------------------------------------------------------------------------------------------
// Money. Store API prices are strings in the currency's smallest unit; the Toman has no minor
// unit (currency_minor_unit 0), so "1250000" is 1,250,000 Toman.

export interface StoreCurrency {
  /** "IRT" (Iranian Toman), as WooCommerce's Iranian stores configure it. */
  currency_code: string;
  currency_symbol: string;
  currency_minor_unit: number;
  currency_decimal_separator: string;
  currency_thousand_separator: string;
  currency_prefix: string;
  currency_suffix: string;
}

export interface StorePriceRange {
  min_amount: string;
  max_amount: string;
}

export interface StoreProductPrices extends StoreCurrency {
  /** What the shopper pays now (the sale price while on sale). For a variable product: the cheapest variation. */
  price: string;
  regular_price: string;
  /** Equals `price`; equals `regular_price` when nothing is on sale. */
  sale_price: string;
  /** Variable products whose variations differ in price; otherwise null. */
  price_range: StorePriceRange | null;
}

// ---------------------------------------------------------------------------------------------
// Products: GET wc/store/v1/products, products/{id}, products/{slug}

export interface StoreImage {
  id: number;
  src: string;
  thumbnail: string;
  srcset: string;
  sizes: string;
  name: string;
  alt: string;
}

export interface StoreTermLink {
  id: number;
  name: string;
  slug: string;
  link: string;
}

export interface StoreAttributeTerm {
  id: number;
  name: string;
  slug: string;
  /** Present when the product has a default for this attribute. */
  default?: boolean;
}

export interface StoreProductAttribute {
  id: number;
  /** The label, e.g. "رنگ". */
  name: string;
  /** e.g. "pa_color"; null for a custom (non-taxonomy) attribute. */
  taxonomy: string | null;
  has_variations: boolean;
  terms: StoreAttributeTerm[];
}

/** One variation as the product response lists it: value null means "any". */
export interface StoreVariationRef {
  id: number;
  attributes: { name: string; value: string | null }[];
}

export interface StoreAddToCart {
  text: string;
  description: string;
  url: string;
  single_text: string;
  minimum: number;
  maximum: number;
  multiple_of: number;
}

export type StoreProductType = 'simple' | 'variable' | 'variation';

export interface StoreProduct {
  id: number;
  name: string;
  slug: string;
  parent: number;
  type: StoreProductType;
  variation: string;
  /** e.g. "https://shop.example/product/{slug}/" */
  permalink: string;
  sku: string;
  /** HTML */
  short_description: string;
  /** HTML */
  description: string;
  on_sale: boolean;
  prices: StoreProductPrices;
  price_html: string;
  average_rating: string;
  review_count: number;
  images: StoreImage[];
  categories: StoreTermLink[];
  tags: StoreTermLink[];
  brands: StoreTermLink[];
  attributes: StoreProductAttribute[];
  variations: StoreVariationRef[];
  grouped_products: number[];
  has_options: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
  is_on_backorder: boolean;
  low_stock_remaining: number | null;
  stock_availability: { text: string; class: string };
  sold_individually: boolean;
  add_to_cart: StoreAddToCart;
  extensions: StoreProductExtensions;
}

export interface StoreProductExtensions {
  /** Present on variable products: swatch types, term colours and the plugin settings. */
  [SWATCHES_EXTENSION]?: SwatchProductData;
  /** The shop's own extras (not WooCommerce's); every field optional so a real site may omit it. */
  'persian-shop'?: ShopProductData;
}

export interface ShopProductData {
  /** Featured ("amazing") product: WooCommerce's `featured` flag, which the Store API filters on but does not echo. */
  featured?: boolean;
  /** ISO 8601 UTC end of the current sale (WooCommerce's date_on_sale_to), when it has one. */
  sale_ends_at?: string | null;
}

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

export interface StoreCollectionData {
  /** Lowest and highest current price, in the currency's smallest unit; null when not asked. */
  price_range: (StoreCurrency & { min_price: string; max_price: string }) | null;
  /** Products per term of each attribute asked for (its own filter left out). */
  attribute_counts: { term: number; count: number }[] | null;
  stock_status_counts: { status: 'instock' | 'outofstock' | 'onbackorder'; count: number }[] | null;
  rating_counts: { rating: number; count: number }[] | null;
}

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

export interface StoreCategory {
  id: number;
  name: string;
  slug: string;
  /** HTML */
  description: string;
  parent: number;
  /** Published products in the category. */
  count: number;
  image: StoreImage | null;
  review_count: number;
  /** e.g. "https://shop.example/product-category/{slug}/" */
  permalink: string;
}

// ---------------------------------------------------------------------------------------------
// Attributes: GET wc/store/v1/products/attributes and products/attributes/{id}/terms
// (WooCommerce's ProductAttributeSchema and TermSchema).

export interface StoreProductAttributeDefinition {
  id: number;
  name: string;
  /** e.g. "pa_color" */
  taxonomy: string;
  /** "select" for every global attribute */
  type: string;
  /** "menu_order", "name", "name_num" or "id" */
  order: string;
  has_archives: boolean;
  /** Terms of the attribute. */
  count: number;
}

/** A term as products/attributes/{id}/terms lists it. */
export interface StoreTerm {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent: number;
  /** Published products carrying the term. */
  count: number;
}

// ---------------------------------------------------------------------------------------------
// The classic variation data of the product page (WooCommerce core's get_available_variations(),
// i.e. the form's data-product_variations, plus the Swatches Pro `variation_stock_left`).
// Served by GET woo-variation-swatches/v1/single-product/{id}, the Pro plugin's own route.

export interface ClassicVariationImage {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
}

export interface ProductVariation {
  /** attribute_pa_x -> term slug; "" means any value. */
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  /** Price in Toman as a number (WooCommerce's display_price). */
  display_price: number;
  display_regular_price: number;
  image: ClassicVariationImage;
  image_id: number;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  /** "yes" | "no", as WooCommerce sends it. */
  is_sold_individually: 'yes' | 'no';
  is_virtual: boolean;
  /** Maximum orderable quantity, or "" when unlimited (WooCommerce sends "" for -1 and 0). */
  max_qty: number | '';
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
  /** Swatches Pro stock info: e.g. "۳ عدد باقی مانده" when stock is managed, else "". */
  variation_stock_left: string;
}

// ---------------------------------------------------------------------------------------------
// Swatch data of a variable product, under extensions["woo-variation-swatches"].

/** The plugin's list types; "select" is a plain dropdown (default_to_button turns it into buttons). */
export type SwatchType = 'color' | 'button' | 'radio' | 'image' | 'select';

/** A term as the plugin describes it (its REST field `woo_variation_swatches`, flattened). */
export interface SwatchTerm {
  id: number;
  slug: string;
  /** Persian name, e.g. "سرمه‌ای" (also the colour swatch's accessible name). */
  name: string;
  /** CSS colour for colour swatches, e.g. "#1b2a4a". */
  primary_color?: string;
  secondary_color?: string;
  is_dual_color?: boolean;
  /** Tooltip text; the plugin falls back to the term name. */
  tooltip_text?: string;
  image_src?: string;
}

export interface SwatchAttribute {
  /** e.g. "attribute_pa_color": the key in ProductVariation.attributes and in add-item. */
  attribute_name: string;
  /** e.g. "pa_color" */
  taxonomy: string;
  /** e.g. "رنگ" */
  label: string;
  type: SwatchType;
  /** Display order; attribute_values of the list are these slugs in this order. */
  terms: SwatchTerm[];
}

/**
 * The plugin's JS options (`woo_variation_swatches_options` plus the Pro additions), as raw
 * values the way WordPress localises them: flags arrive as "yes"/"no", "1", true, "on"... and
 * the client reads them with the plugin's filterBoolean (true only for true, 1, "1", "true",
 * "yes", "on", trimmed and case-insensitive). A missing key means off / not set.
 */
export type SwatchFlag = boolean | number | string;

export interface SwatchSettings {
  show_variation_label?: SwatchFlag;
  variation_label_separator?: string;
  out_of_stock_tooltip_text?: string;
  unavailable_tooltip_text?: string;
  clickable_out_of_stock?: SwatchFlag;
  clear_on_reselect?: SwatchFlag;
  disable_out_of_stock?: SwatchFlag;
  deselect_unavailable?: SwatchFlag;
  show_variation_stock?: SwatchFlag;
  /** A number or numeric string; default 5. */
  stock_label_threshold?: number | string;
  /** Pro display limit: 0 = no limit. */
  display_limit?: number | string;
  /** CSS behaviour of disabled items: "blur" (default), "blur-no-cross", "hide". */
  attribute_behavior?: 'blur' | 'blur-no-cross' | 'hide';
  enable_tooltip?: SwatchFlag;
}

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

export interface SwatchProductData {
  /** Site-wide settings (the same on every product; sent here so the product page needs no other call). */
  settings: SwatchSettings;
  /** The variation attributes in display order. */
  attributes: SwatchAttribute[];
  /** Number of variations; the classic data is at `variations_path`. */
  variation_count: number;
  /** REST path of the classic variation data, relative to the API root: "woo-variation-swatches/v1/single-product/{id}". */
  variations_path: string;
}

// ---------------------------------------------------------------------------------------------
// Cart: GET wc/store/v1/cart, POST wc/store/v1/cart/add-item

export interface StoreCartItemPrices extends StoreCurrency {
  price: string;
  regular_price: string;
  sale_price: string;
  price_range: StorePriceRange | null;
  raw_prices: { precision: number; price: string; regular_price: string; sale_price: string };
}

export interface StoreCartItemTotals extends StoreCurrency {
  line_subtotal: string;
  line_subtotal_tax: string;
  line_total: string;
  line_total_tax: string;
}

export interface StoreCartItemVariation {
  /**
   * e.g. "attribute_pa_color". The shop's server sends it, WooCommerce 9.9.5 does not: the client
   * reads it only to order a plain post's notice (cart/addedLine.ts), which only the shop's own
   * server acts on, and does without it.
   */
  raw_attribute?: string;
  /** The label, e.g. "رنگ" */
  attribute: string;
  /** The term name, e.g. "قرمز" */
  value: string;
}

export interface StoreCartItem {
  /** 32 hex characters, stable for the same product, variation and choices. */
  key: string;
  /** The variation id for a variable product, else the product id. */
  id: number;
  type: 'simple' | 'variation';
  quantity: number;
  quantity_limits: { minimum: number; maximum: number; multiple_of: number; editable: boolean };
  name: string;
  short_description: string;
  description: string;
  sku: string;
  low_stock_remaining: number | null;
  backorders_allowed: boolean;
  show_backorder_badge: boolean;
  sold_individually: boolean;
  permalink: string;
  images: StoreImage[];
  variation: StoreCartItemVariation[];
  item_data: { name: string; value: string; display?: string }[];
  prices: StoreCartItemPrices;
  totals: StoreCartItemTotals;
  catalog_visibility: 'visible' | 'catalog' | 'search' | 'hidden';
  extensions: Record<string, unknown>;
}

export interface StoreCartTotals extends StoreCurrency {
  total_items: string;
  total_items_tax: string;
  total_fees: string;
  total_fees_tax: string;
  total_discount: string;
  total_discount_tax: string;
  /** null until shipping has been calculated */
  total_shipping: string | null;
  total_shipping_tax: string | null;
  total_price: string;
  total_tax: string;
  tax_lines: { name: string; price: string; rate: string }[];
}

export interface StoreAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

export interface StoreBillingAddress extends StoreAddress {
  email: string;
}

/** An Iranian address with nothing filled in (the country is the shop's). */
export const EMPTY_ADDRESS: Readonly<StoreAddress> = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'IR',
  phone: '',
};

export interface StoreCartError {
  code: string;
  message: string;
}

/** An applied coupon as the cart lists it. */
export interface StoreCartCoupon {
  /** Lower-case, as WooCommerce formats coupon codes. */
  code: string;
  /** "percent" or "fixed_cart". */
  discount_type: string;
  totals: StoreCurrency & { total_discount: string; total_discount_tax: string };
}

export interface StoreCart {
  items: StoreCartItem[];
  coupons: StoreCartCoupon[];
  fees: { key: string; name: string; totals: Record<string, unknown> }[];
  totals: StoreCartTotals;
  shipping_address: StoreAddress;
  billing_address: StoreBillingAddress;
  needs_payment: boolean;
  needs_shipping: boolean;
  payment_requirements: string[];
  has_calculated_shipping: boolean;
  /** One package with the rates of its zone once the cart has items (contracts/checkout.ts). */
  shipping_rates: StoreShippingPackage[];
  /** Sum of the item quantities: the menu cart's count. */
  items_count: number;
  items_weight: number;
  cross_sells: unknown[];
  errors: StoreCartError[];
  payment_methods: string[];
  extensions: Record<string, unknown>;
}

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
