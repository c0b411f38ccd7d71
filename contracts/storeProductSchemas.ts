// JSON schemas of the Store API's catalogue answers (products, categories, attributes and their
// terms, collection data) and of the Variation Swatches plugin's data, closed: the serialiser
// writes their keys in the order named here (the shop's answers' order) and nothing else, and
// contracts/store.ts derives the types from them.
import { closedObject } from './closedObject';

/** The currency block every Store API price carries (WooCommerce's CurrencyTrait). */
export const currencyProperties = {
  /** "IRT" (Iranian Toman), as WooCommerce's Iranian stores configure it. */
  currency_code: { type: 'string' },
  currency_symbol: { type: 'string' },
  currency_minor_unit: { type: 'integer' },
  currency_decimal_separator: { type: 'string' },
  currency_thousand_separator: { type: 'string' },
  currency_prefix: { type: 'string' },
  currency_suffix: { type: 'string' },
} as const;

export const currencySchema = /* @__PURE__ */ closedObject(currencyProperties);

export const priceRangeSchema = /* @__PURE__ */ closedObject({
  min_amount: { type: 'string' },
  max_amount: { type: 'string' },
});

const stringType = { type: 'string' } as const;
const integerType = { type: 'integer' } as const;

export const storeImageSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  src: stringType,
  thumbnail: stringType,
  srcset: stringType,
  sizes: stringType,
  name: stringType,
  alt: stringType,
});

export const storeTermLinkSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  name: stringType,
  slug: stringType,
  link: stringType,
});

export const storeProductAttributeSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  /** The label, e.g. "رنگ". */
  name: stringType,
  /** e.g. "pa_color"; null for a custom (non-taxonomy) attribute. */
  taxonomy: { type: ['string', 'null'] },
  has_variations: { type: 'boolean' },
  terms: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'slug'],
      properties: {
        id: integerType,
        name: stringType,
        slug: stringType,
        /** Present when the product has a default for this attribute. */
        default: { type: 'boolean' },
      },
    },
  },
});

/** One variation as the product response lists it: value null means "any". */
export const storeVariationRefSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  attributes: {
    type: 'array',
    items: /* @__PURE__ */ closedObject({ name: stringType, value: { type: ['string', 'null'] } }),
  },
});

export const storeAddToCartSchema = /* @__PURE__ */ closedObject({
  text: stringType,
  description: stringType,
  url: stringType,
  single_text: stringType,
  minimum: integerType,
  maximum: integerType,
  multiple_of: integerType,
});

/**
 * A swatch flag as WordPress localises it: "yes"/"no", "1", true, "on"... read by the client
 * with the plugin's filterBoolean. A missing key means off / not set.
 */
const swatchFlag = { type: ['boolean', 'number', 'string'] } as const;
const numberOrText = { type: ['number', 'string'] } as const;

/** The plugin's JS options (`woo_variation_swatches_options` plus the Pro additions), raw. */
export const swatchSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    show_variation_label: swatchFlag,
    variation_label_separator: stringType,
    out_of_stock_tooltip_text: stringType,
    unavailable_tooltip_text: stringType,
    clickable_out_of_stock: swatchFlag,
    clear_on_reselect: swatchFlag,
    disable_out_of_stock: swatchFlag,
    deselect_unavailable: swatchFlag,
    show_variation_stock: swatchFlag,
    /** A number or numeric string; default 5. */
    stock_label_threshold: numberOrText,
    /** Pro display limit: 0 = no limit. */
    display_limit: numberOrText,
    /** CSS behaviour of disabled items: "blur" (default), "blur-no-cross", "hide". */
    attribute_behavior: { type: 'string', enum: ['blur', 'blur-no-cross', 'hide'] },
    enable_tooltip: swatchFlag,
  },
} as const;

/** The plugin's list types; "select" is a plain dropdown (default_to_button turns it into buttons). */
export const SWATCH_TYPES = ['color', 'button', 'radio', 'image', 'select'] as const;

/** A term as the plugin describes it (its REST field `woo_variation_swatches`, flattened). */
export const swatchTermSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name'],
  properties: {
    id: integerType,
    slug: stringType,
    /** Persian name, e.g. "سرمه‌ای" (also the colour swatch's accessible name). */
    name: stringType,
    /** CSS colour for colour swatches, e.g. "#1b2a4a". */
    primary_color: stringType,
    secondary_color: stringType,
    is_dual_color: { type: 'boolean' },
    /** Tooltip text; the plugin falls back to the term name. */
    tooltip_text: stringType,
    image_src: stringType,
  },
} as const;

export const swatchAttributeSchema = /* @__PURE__ */ closedObject({
  /** e.g. "attribute_pa_color": the key in ProductVariation.attributes and in add-item. */
  attribute_name: stringType,
  /** e.g. "pa_color" */
  taxonomy: stringType,
  /** e.g. "رنگ" */
  label: stringType,
  type: { type: 'string', enum: SWATCH_TYPES },
  /** Display order; attribute_values of the list are these slugs in this order. */
  terms: { type: 'array', items: swatchTermSchema },
});

export const swatchProductDataSchema = /* @__PURE__ */ closedObject({
  /** Site-wide settings (the same on every product; sent here so the product page needs no other call). */
  settings: swatchSettingsSchema,
  /** The variation attributes in display order. */
  attributes: { type: 'array', items: swatchAttributeSchema },
  /** Number of variations; the classic data is at `variations_path`. */
  variation_count: integerType,
  /** REST path of the classic variation data, relative to the API root: "woo-variation-swatches/v1/single-product/{id}". */
  variations_path: stringType,
});

/** The shop's own extras (not WooCommerce's); every field optional so a real site may omit it. */
export const shopProductDataSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Featured ("amazing") product: WooCommerce's `featured` flag, which the Store API filters on but does not echo. */
    featured: { type: 'boolean' },
    /** ISO 8601 UTC end of the current sale (WooCommerce's date_on_sale_to), when it has one. */
    sale_ends_at: { type: ['string', 'null'] },
  },
} as const;

/** A product's or a cart line's prices after the currency keys, in WooCommerce's order. */
export const priceProperties = {
  /** What the shopper pays now (the sale price while on sale). For a variable product: the cheapest variation. */
  price: stringType,
  regular_price: stringType,
  /** Equals `price`; equals `regular_price` when nothing is on sale. */
  sale_price: stringType,
  /** Variable products whose variations differ in price; otherwise null. */
  price_range: { anyOf: [priceRangeSchema, { type: 'null' }] },
} as const;

export const storeProductSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  name: stringType,
  slug: stringType,
  parent: integerType,
  type: { type: 'string', enum: ['simple', 'variable', 'variation'] },
  variation: stringType,
  /** e.g. "https://shop.example/product/{slug}/" */
  permalink: stringType,
  sku: stringType,
  /** HTML */
  short_description: stringType,
  /** HTML */
  description: stringType,
  on_sale: { type: 'boolean' },
  prices: /* @__PURE__ */ closedObject({ ...currencyProperties, ...priceProperties }),
  price_html: stringType,
  average_rating: stringType,
  review_count: integerType,
  images: { type: 'array', items: storeImageSchema },
  categories: { type: 'array', items: storeTermLinkSchema },
  tags: { type: 'array', items: storeTermLinkSchema },
  brands: { type: 'array', items: storeTermLinkSchema },
  attributes: { type: 'array', items: storeProductAttributeSchema },
  variations: { type: 'array', items: storeVariationRefSchema },
  grouped_products: { type: 'array', items: integerType },
  has_options: { type: 'boolean' },
  is_purchasable: { type: 'boolean' },
  is_in_stock: { type: 'boolean' },
  is_on_backorder: { type: 'boolean' },
  low_stock_remaining: { type: ['integer', 'null'] },
  stock_availability: /* @__PURE__ */ closedObject({ text: stringType, class: stringType }),
  sold_individually: { type: 'boolean' },
  add_to_cart: storeAddToCartSchema,
  extensions: {
    type: 'object',
    additionalProperties: false,
    properties: {
      /** The shop's own extras (not WooCommerce's). */
      'persian-shop': shopProductDataSchema,
      /** Present on variable products: swatch types, term colours and the plugin settings. */
      'woo-variation-swatches': swatchProductDataSchema,
    },
  },
});

export const storeCategorySchema = /* @__PURE__ */ closedObject({
  id: integerType,
  name: stringType,
  slug: stringType,
  /** HTML */
  description: stringType,
  parent: integerType,
  /** Published products in the category. */
  count: integerType,
  image: { anyOf: [storeImageSchema, { type: 'null' }] },
  review_count: integerType,
  /** e.g. "https://shop.example/product-category/{slug}/" */
  permalink: stringType,
});

/** GET products/attributes (WooCommerce's ProductAttributeSchema). */
export const storeAttributeDefinitionSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  name: stringType,
  /** e.g. "pa_color" */
  taxonomy: stringType,
  /** "select" for every global attribute */
  type: stringType,
  /** "menu_order", "name", "name_num" or "id" */
  order: stringType,
  has_archives: { type: 'boolean' },
  /** Terms of the attribute. */
  count: integerType,
});

/** A term as products/attributes/{id}/terms lists it (WooCommerce's TermSchema). */
export const storeTermSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  name: stringType,
  slug: stringType,
  description: stringType,
  parent: integerType,
  /** Published products carrying the term. */
  count: integerType,
});

export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;

/** How many products carry each value (a term, a stock status, a rating); null when not asked. */
const counted = <Items extends object>(items: Items) =>
  ({ anyOf: [{ type: 'array', items }, { type: 'null' }] }) as const;

const attributeCountSchema = /* @__PURE__ */ closedObject({
  term: integerType,
  count: integerType,
});

const stockStatusCountSchema = /* @__PURE__ */ closedObject({
  status: { type: 'string', enum: STOCK_STATUSES },
  count: integerType,
});

const ratingCountSchema = /* @__PURE__ */ closedObject({ rating: integerType, count: integerType });

/** GET products/collection-data (WooCommerce's ProductCollectionDataSchema). */
export const storeCollectionDataSchema = /* @__PURE__ */ closedObject({
  /** Lowest and highest current price, in the currency's smallest unit; null when not asked. */
  price_range: {
    anyOf: [
      /* @__PURE__ */ closedObject({
        ...currencyProperties,
        min_price: stringType,
        max_price: stringType,
      }),
      { type: 'null' },
    ],
  },
  /** Products per term of each attribute asked for (its own filter left out). */
  attribute_counts: counted(attributeCountSchema),
  stock_status_counts: counted(stockStatusCountSchema),
  rating_counts: counted(ratingCountSchema),
});

/** The image of a classic variation (wc_get_product_attachment_props plus the sizes). */
export const classicVariationImageSchema = /* @__PURE__ */ closedObject({
  title: stringType,
  caption: stringType,
  url: stringType,
  alt: stringType,
  src: stringType,
  srcset: stringType,
  sizes: stringType,
  full_src: stringType,
  full_src_w: integerType,
  full_src_h: integerType,
  gallery_thumbnail_src: stringType,
  gallery_thumbnail_src_w: integerType,
  gallery_thumbnail_src_h: integerType,
  thumb_src: stringType,
  thumb_src_w: integerType,
  thumb_src_h: integerType,
  src_w: integerType,
  src_h: integerType,
});

/**
 * One classic variation (WooCommerce core's get_available_variations(), i.e. the form's
 * data-product_variations, plus the Swatches Pro `variation_stock_left`).
 */
export const productVariationSchema = /* @__PURE__ */ closedObject({
  /** attribute_pa_x -> term slug; "" means any value. */
  attributes: { type: 'object', additionalProperties: stringType },
  availability_html: stringType,
  backorders_allowed: { type: 'boolean' },
  /** Price in Toman as a number (WooCommerce's display_price). */
  display_price: { type: 'number' },
  display_regular_price: { type: 'number' },
  image: classicVariationImageSchema,
  image_id: integerType,
  is_downloadable: { type: 'boolean' },
  is_in_stock: { type: 'boolean' },
  is_purchasable: { type: 'boolean' },
  /** "yes" | "no", as WooCommerce sends it. */
  is_sold_individually: { type: 'string', enum: ['yes', 'no'] },
  is_virtual: { type: 'boolean' },
  /** Maximum orderable quantity, or "" when unlimited (WooCommerce sends "" for -1 and 0). */
  max_qty: { anyOf: [integerType, { type: 'string', const: '' }] },
  min_qty: integerType,
  price_html: stringType,
  sku: stringType,
  variation_description: stringType,
  variation_id: integerType,
  variation_is_active: { type: 'boolean' },
  variation_is_visible: { type: 'boolean' },
  weight: stringType,
  weight_html: stringType,
  /** Swatches Pro stock info: e.g. "۳ عدد باقی مانده" when stock is managed, else "". */
  variation_stock_left: stringType,
});
