// A variation as WooCommerce's product form lists it (data-product_variations: price, stock,
// picture, weight), and which variations the store lists at all.
import type { ProductVariation } from '../../../../contracts/store';
import type { ImageRecord, ProductRecord } from '../../storage/catalogRecords';
import { renderParagraphs } from '../text';
import { toClassicImage } from './imageView';
import { priceHtml } from './money';
import { currentPrice, isOnSale } from './pricing';
import { persianNumber } from './persianText';
import { availabilityHtml, isInStock, maxPurchaseQuantity, stockLeftText } from './stock';

/** Store settings that change which variations the product page gets and how they behave. */
export interface VariationRules {
  /** WooCommerce's "Hide out of stock items": out-of-stock variations are left out. */
  hideOutOfStockItems: boolean;
  /** Swatches Pro "Disable Out of Stock": out-of-stock variations are sent inactive. */
  disableOutOfStockVariations: boolean;
}

export interface VariationContext {
  origin: string;
  nowGmt: string;
  /** "attribute_pa_x" names of the parent's variation attributes, in display order. */
  attributeNames: readonly string[];
  /** The variation's own picture, else the parent's main one. */
  image: ImageRecord | undefined;
  /** WooCommerce prints a per-variation price only when the variations' prices differ. */
  showPrice: boolean;
  rules: VariationRules;
}

/** get_available_variations() keeps a variation unless the store hides out-of-stock ones. */
export function isListedVariation(
  variation: Pick<ProductRecord, 'regularPrice' | 'stockStatus' | 'stockQuantity'>,
  rules: VariationRules,
): boolean {
  return variation.regularPrice !== null && (!rules.hideOutOfStockItems || isInStock(variation));
}

function weight(grams: number | null): { weight: string; weight_html: string } {
  if (grams === null) return { weight: '', weight_html: 'نامشخص' };
  const kilograms = grams / 1000;
  const [whole, fraction] = String(kilograms).split('.');
  const text =
    persianNumber(Number(whole)) + (fraction ? `٫${persianNumber(Number(fraction))}` : '');
  return { weight: String(kilograms), weight_html: `${text} کیلوگرم` };
}

const emptyImage = {
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

/** One entry of the product form's data-product_variations (plus Swatches Pro's stock-left). */
export function toClassicVariation(
  variation: ProductRecord,
  context: VariationContext,
): ProductVariation {
  const price = currentPrice(variation, context.nowGmt) ?? 0;
  const regular = variation.regularPrice ?? 0;
  const inStock = isInStock(variation);
  const maxQuantity = maxPurchaseQuantity(variation);
  const attributes: Record<string, string> = {};
  for (const name of context.attributeNames) attributes[name] = variation.attributes[name] ?? '';
  return {
    attributes,
    availability_html: availabilityHtml(variation),
    backorders_allowed: false,
    display_price: price,
    display_regular_price: regular,
    image: context.image ? toClassicImage(context.image, context.origin) : emptyImage,
    image_id: context.image?.id ?? 0,
    is_downloadable: variation.downloadable,
    is_in_stock: inStock,
    is_purchasable: variation.regularPrice !== null && variation.status === 'publish',
    is_sold_individually: variation.soldIndividually ? 'yes' : 'no',
    is_virtual: variation.virtual,
    max_qty: maxQuantity > 0 ? maxQuantity : '',
    min_qty: 1,
    price_html: context.showPrice
      ? `<span class="price">${priceHtml(price, regular, isOnSale(variation, context.nowGmt))}</span>`
      : '',
    sku: variation.sku,
    variation_description: renderParagraphs(variation.description),
    variation_id: variation.id,
    variation_is_active: !(context.rules.disableOutOfStockVariations && !inStock),
    variation_is_visible: variation.status === 'publish' && variation.regularPrice !== null,
    ...weight(variation.weightGrams),
    variation_stock_left: stockLeftText(variation),
  };
}
