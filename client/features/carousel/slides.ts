// A featured product as one carousel slide: only what the slide shows and what its buttons need,
// in whole Toman and plain text, so the store stays small and the components stay simple.
import { SLIDE_FIELDS } from '../../../contracts/homePage';
import type { StoreProduct } from '../../../contracts/store';
import { htmlToText } from '../../ui/html';
import type { MoneyFormat } from '../catalog';
import { discountPercent, moneyValue } from '../catalog';

export { SLIDE_FIELDS };

export type SlideProduct = Pick<StoreProduct, (typeof SLIDE_FIELDS)[number]>;

export interface CarouselSlide {
  /** The slide id: the product's id. */
  id: number;
  slug: string;
  name: string;
  image: { src: string; srcset: string; alt: string } | null;
  /** What the shopper pays now, in whole currency units (the cheapest option of a variable product). */
  price: number;
  /** The price before the sale; equal to `price` when nothing is on sale. */
  regular: number;
  /** Variations differ in price: the price reads "from …". */
  priceFrom: boolean;
  /** Whole-percent discount, 0 when not on sale. */
  discount: number;
  currency: MoneyFormat;
  /** Epoch milliseconds at which the sale ends, or null (no countdown). */
  saleEndsAt: number | null;
  /** Not for sale: not purchasable or out of stock. The add-to-cart button is disabled. */
  noSale: boolean;
  /** Needs a choice (colour, size): the action links to the product page instead of adding. */
  needsChoice: boolean;
}

function endTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function toSlide(product: SlideProduct): CarouselSlide {
  const { prices } = product;
  const price = moneyValue(prices.price, prices);
  const regular = Math.max(price, moneyValue(prices.regular_price, prices));
  // Not every site sends price_range for a simple product: missing is the same as null.
  const range = prices.price_range ?? null;
  const image = product.images[0];
  return {
    id: product.id,
    slug: product.slug,
    name: htmlToText(product.name),
    image: image
      ? { src: image.src || image.thumbnail, srcset: image.srcset, alt: htmlToText(image.alt) }
      : null,
    price,
    regular,
    priceFrom: range !== null && range.min_amount !== range.max_amount,
    discount: product.on_sale ? discountPercent(regular, price) : 0,
    currency: {
      currency_minor_unit: prices.currency_minor_unit,
      currency_prefix: prices.currency_prefix,
      currency_suffix: prices.currency_suffix,
    },
    saleEndsAt: product.on_sale ? endTime(product.extensions['persian-shop']?.sale_ends_at) : null,
    noSale: !product.is_purchasable || !product.is_in_stock,
    needsChoice: product.type === 'variable' || product.has_options,
  };
}
