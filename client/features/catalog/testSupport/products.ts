// Store API products for client tests: a plain product and the reference vectors' variable
// product (colour × size) with its classic variation data and swatch extension.
import type {
  ClassicVariationImage,
  ProductVariation,
  StoreCategory,
  StoreCurrency,
  StoreProduct,
  SwatchSettings,
} from '../../../../contracts/store';
import { SWATCHES_EXTENSION } from '../../../../contracts/store';
import {
  COLOR,
  SIZE,
  referenceTitles,
  referenceVariations,
} from '../../swatches/testSupport/referenceProduct';

export const toman: StoreCurrency = {
  currency_code: 'IRT',
  currency_symbol: 'تومان',
  currency_minor_unit: 0,
  currency_decimal_separator: '٫',
  currency_thousand_separator: '٬',
  currency_prefix: '',
  currency_suffix: ' تومان',
};

let nextId = 500;

/** A product category as the Store API lists it; its name is its slug. */
export function makeCategory(id: number, slug: string, parent = 0, count = 3): StoreCategory {
  return {
    id,
    name: slug,
    slug,
    description: '',
    parent,
    count,
    image: null,
    review_count: 0,
    permalink: `http://localhost/product-category/${slug}/`,
  };
}

export function makeProduct(fields: Partial<StoreProduct> & { slug: string }): StoreProduct {
  const id = fields.id ?? nextId++;
  return {
    id,
    name: `محصول ${id}`,
    parent: 0,
    type: 'simple',
    variation: '',
    permalink: `http://localhost/product/${fields.slug}/`,
    sku: `SKU-${id}`,
    short_description: '',
    description: '',
    on_sale: false,
    prices: {
      ...toman,
      price: '1200000',
      regular_price: '1200000',
      sale_price: '1200000',
      price_range: null,
    },
    price_html: '',
    average_rating: '0',
    review_count: 0,
    images: [
      {
        id: id * 10,
        src: `/wp-content/uploads/${id}.png`,
        thumbnail: `/wp-content/uploads/${id}-150x150.png`,
        srcset: '',
        sizes: '',
        name: `${id}`,
        alt: '',
      },
    ],
    categories: [],
    tags: [],
    brands: [],
    attributes: [],
    variations: [],
    grouped_products: [],
    has_options: false,
    is_purchasable: true,
    is_in_stock: true,
    is_on_backorder: false,
    low_stock_remaining: null,
    stock_availability: { text: '', class: 'in-stock' },
    sold_individually: false,
    add_to_cart: {
      text: 'افزودن به سبد خرید',
      description: '',
      url: '',
      single_text: 'افزودن به سبد خرید',
      minimum: 1,
      maximum: 9999,
      multiple_of: 1,
    },
    extensions: {},
    ...fields,
  };
}

const noImage: ClassicVariationImage = {
  title: '',
  caption: '',
  url: '',
  alt: '',
  src: '',
  srcset: '',
  sizes: '',
  full_src: '',
  full_src_w: 0,
  full_src_h: 0,
  gallery_thumbnail_src: '',
  gallery_thumbnail_src_w: 0,
  gallery_thumbnail_src_h: 0,
  thumb_src: '',
  thumb_src_w: 0,
  thumb_src_h: 0,
  src_w: 0,
  src_h: 0,
};

const PRICES: Record<number, [number, number]> = {
  11: [900000, 1000000],
  12: [1000000, 1000000],
  13: [1100000, 1100000],
  14: [1200000, 1200000],
};

/** The reference vectors' variations in the full classic shape the server sends. */
export const referenceProductVariations: ProductVariation[] = referenceVariations.map((v) => {
  const [price, regular] = PRICES[v.variation_id] ?? [0, 0];
  return {
    attributes: v.attributes,
    availability_html: v.is_in_stock ? '' : '<p class="stock out-of-stock">ناموجود</p>',
    backorders_allowed: false,
    display_price: price,
    display_regular_price: regular,
    image: noImage,
    image_id: 0,
    is_downloadable: false,
    is_in_stock: v.is_in_stock,
    is_purchasable: true,
    is_sold_individually: 'no',
    is_virtual: false,
    max_qty:
      v.max_qty === '' || v.max_qty === undefined || v.max_qty === null ? '' : Number(v.max_qty),
    min_qty: 1,
    price_html: '',
    sku: `TSHIRT-${v.variation_id}`,
    variation_description: '',
    variation_id: v.variation_id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: '',
    weight_html: '',
    variation_stock_left:
      v.variation_stock_left === '3 left'
        ? '۳ عدد باقی مانده'
        : v.variation_stock_left === '8 left'
          ? '۸ عدد باقی مانده'
          : '',
  };
});

export const REFERENCE_PRODUCT_ID = 100;

/** The vectors' product as the Store API answers it, with the given swatch settings. */
export function referenceProduct(settings: SwatchSettings = {}): StoreProduct {
  const colours: Record<string, string> = { red: '#c62828', blue: '#1565c0', green: '#2e7d32' };
  return makeProduct({
    id: REFERENCE_PRODUCT_ID,
    slug: 'tshirt',
    name: 'تی‌شرت نخی',
    type: 'variable',
    sku: 'TSHIRT',
    has_options: true,
    prices: {
      ...toman,
      price: '900000',
      regular_price: '1000000',
      sale_price: '900000',
      price_range: { min_amount: '900000', max_amount: '1200000' },
    },
    attributes: [
      {
        id: 1,
        name: 'رنگ',
        taxonomy: 'pa_color',
        has_variations: true,
        terms: Object.entries(referenceTitles[COLOR]!).map(([slug, name], i) => ({
          id: 10 + i,
          name,
          slug,
        })),
      },
      {
        id: 2,
        name: 'اندازه',
        taxonomy: 'pa_size',
        has_variations: true,
        terms: Object.entries(referenceTitles[SIZE]!).map(([slug, name], i) => ({
          id: 20 + i,
          name,
          slug,
        })),
      },
    ],
    extensions: {
      [SWATCHES_EXTENSION]: {
        settings,
        variation_count: 4,
        variations_path: `woo-variation-swatches/v1/single-product/${REFERENCE_PRODUCT_ID}`,
        attributes: [
          {
            attribute_name: COLOR,
            taxonomy: 'pa_color',
            label: 'رنگ',
            type: 'color',
            terms: Object.entries(referenceTitles[COLOR]!).map(([slug, name], i) => ({
              id: 10 + i,
              slug,
              name,
              primary_color: colours[slug],
            })),
          },
          {
            attribute_name: SIZE,
            taxonomy: 'pa_size',
            label: 'اندازه',
            type: 'button',
            terms: Object.entries(referenceTitles[SIZE]!).map(([slug, name], i) => ({
              id: 20 + i,
              slug,
              name,
            })),
          },
        ],
      },
    },
  });
}
