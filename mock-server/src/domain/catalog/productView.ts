// A product as the Store API answers it (prices, stock, pictures, categories, attributes,
// variations, the swatches plugin's data), from its row and what was loaded beside it.
import type {
  StoreProduct,
  StoreProductAttribute,
  StoreTermLink,
  StoreVariationRef,
  SwatchSettings,
} from '../../../../contracts/store';
import { SWATCHES_EXTENSION } from '../../../../contracts/store';
import type {
  CategoryRecord,
  ImageRecord,
  ProductAttributeTerms,
  ProductRecord,
  VariationSummary,
} from '../../storage/catalogRecords';
import { escapeHtml, renderParagraphs } from '../text';
import { toStoreImage } from './imageView';
import { TOMAN, amount, priceHtml, priceRangeHtml } from './money';
import { priceFacts } from './pricing';
import { availability, isInStock, lowStockRemaining, quantityLimit } from './stock';
import { swatchProductData } from './swatchSettings';

export const PRODUCT_BASE = '/product/';
export const CATEGORY_BASE = '/product-category/';

/** Everything a product's response needs beyond its own row, loaded in batches by the reader. */
export interface ProductContext {
  origin: string;
  nowGmt: string;
  summary?: VariationSummary;
  categories: readonly CategoryRecord[];
  /** Main image first, then the gallery. */
  images: readonly ImageRecord[];
  attributes: readonly ProductAttributeTerms[];
  /** Visible variations of a variable product: id and "attribute_pa_x" -> slug ("" = any). */
  variations: readonly { id: number; attributes: Record<string, string> }[];
  /** null: the site has no swatches plugin (no extension on its products). */
  swatchSettings: SwatchSettings | null;
}

export function productPermalink(origin: string, slug: string): string {
  return `${origin}${PRODUCT_BASE}${encodeURIComponent(slug)}/`;
}

export function categoryLink(origin: string, category: CategoryRecord): StoreTermLink {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    link: `${origin}${CATEGORY_BASE}${encodeURIComponent(category.slug)}/`,
  };
}

function attributeList(
  product: ProductRecord,
  attributes: readonly ProductAttributeTerms[],
): StoreProductAttribute[] {
  return attributes.map((entry) => {
    const chosenDefault = product.defaultAttributes[entry.attribute.taxonomy];
    return {
      id: entry.attribute.id,
      name: entry.attribute.label,
      taxonomy: entry.attribute.taxonomy,
      has_variations: entry.isVariation,
      terms: entry.terms.map((term) => ({
        id: term.id,
        name: term.name,
        slug: term.slug,
        // WooCommerce marks terms only for attributes that have a default at all.
        ...(chosenDefault !== undefined ? { default: term.slug === chosenDefault } : {}),
      })),
    };
  });
}

function variationRefs(context: ProductContext): StoreVariationRef[] {
  const variationAttributes = context.attributes.filter((entry) => entry.isVariation);
  return context.variations.map((variation) => ({
    id: variation.id,
    attributes: variationAttributes.map((entry) => {
      const value = variation.attributes[`attribute_${entry.attribute.taxonomy}`] ?? '';
      return { name: entry.attribute.label, value: value === '' ? null : value };
    }),
  }));
}

function addToCart(product: ProductRecord, origin: string, sellable: boolean) {
  const name = product.name;
  const permalink = productPermalink(origin, product.slug);
  const single = 'افزودن به سبد خرید';
  const limits = { minimum: 1, maximum: quantityLimit(product), multiple_of: 1 };
  if (product.type === 'variable') {
    return {
      text: 'انتخاب گزینه‌ها',
      description: `انتخاب گزینه‌ها برای «${name}»`,
      url: permalink,
      single_text: single,
      ...limits,
    };
  }
  if (!sellable) {
    return {
      text: 'اطلاعات بیشتر',
      description: `دربارهٔ «${name}» بیشتر بخوانید`,
      url: permalink,
      single_text: single,
      ...limits,
    };
  }
  return {
    text: single,
    description: `افزودن «${name}» به سبد خرید`,
    url: `${permalink}?add-to-cart=${product.id}`,
    single_text: single,
    ...limits,
  };
}

/** A simple or variable product as GET wc/store/v1/products(/{id}) answers it. */
export function toStoreProduct(product: ProductRecord, context: ProductContext): StoreProduct {
  const prices = priceFacts(product, context.summary, context.nowGmt);
  const variable = product.type === 'variable';
  const inStock = variable ? (context.summary?.inStock ?? false) : isInStock(product);
  const purchasable = variable ? (context.summary?.count ?? 0) > 0 : product.regularPrice !== null;
  const stock = variable
    ? inStock
      ? { text: '', class: 'in-stock' }
      : { text: 'ناموجود', class: 'out-of-stock' }
    : availability(product);
  const extensions: StoreProduct['extensions'] = {
    'persian-shop': {
      featured: product.featured,
      sale_ends_at: prices.saleEndsGmt === null ? null : `${prices.saleEndsGmt}Z`,
    },
  };
  if (variable && context.swatchSettings) {
    extensions[SWATCHES_EXTENSION] = swatchProductData(
      product.id,
      context.attributes,
      context.variations.length,
      context.swatchSettings,
    );
  }
  return {
    id: product.id,
    name: escapeHtml(product.name),
    slug: product.slug,
    parent: 0,
    type: variable ? 'variable' : 'simple',
    variation: '',
    permalink: productPermalink(context.origin, product.slug),
    sku: escapeHtml(product.sku),
    short_description: renderParagraphs(product.shortDescription),
    description: renderParagraphs(product.description),
    on_sale: prices.onSale,
    prices: {
      ...TOMAN,
      price: amount(prices.price),
      regular_price: amount(prices.regularPrice),
      sale_price: amount(prices.salePrice),
      price_range: prices.range
        ? { min_amount: amount(prices.range.min), max_amount: amount(prices.range.max) }
        : null,
    },
    price_html: prices.range
      ? priceRangeHtml(prices.range.min, prices.range.max)
      : priceHtml(prices.price, prices.regularPrice, prices.onSale),
    average_rating: product.averageRating.toFixed(2),
    review_count: product.reviewCount,
    images: context.images.map((image) => toStoreImage(image, context.origin)),
    categories: context.categories.map((category) => categoryLink(context.origin, category)),
    tags: [],
    brands: [],
    attributes: attributeList(product, context.attributes),
    variations: variable ? variationRefs(context) : [],
    grouped_products: [],
    has_options: variable,
    is_purchasable: purchasable,
    is_in_stock: inStock,
    is_on_backorder: product.stockStatus === 'onbackorder',
    low_stock_remaining: variable ? null : lowStockRemaining(product),
    stock_availability: stock,
    sold_individually: product.soldIndividually,
    add_to_cart: addToCart(product, context.origin, purchasable && inStock),
    extensions,
  };
}
