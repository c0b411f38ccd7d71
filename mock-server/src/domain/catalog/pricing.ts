// WooCommerce's price rules: when a product is on sale, what a shopper pays now, and a variable
// product's prices from its variations.
import type { ProductRecord, VariationSummary } from '../../storage/catalogRecords';

/** WooCommerce's is_on_sale: a sale price below the regular one, and the sale has not ended. */
export function isOnSale(product: ProductRecord, nowGmt: string): boolean {
  return (
    product.salePrice !== null &&
    product.regularPrice !== null &&
    product.salePrice < product.regularPrice &&
    (product.saleEndsGmt === null || product.saleEndsGmt > nowGmt)
  );
}

/** What the shopper pays now, in Toman; null when the product has no price (not purchasable). */
export function currentPrice(product: ProductRecord, nowGmt: string): number | null {
  if (product.regularPrice === null) return null;
  return isOnSale(product, nowGmt)
    ? (product.salePrice ?? product.regularPrice)
    : product.regularPrice;
}

/** Price fields of a product at a moment; a variable product reads its variations' summary. */
export interface PriceFacts {
  price: number;
  regularPrice: number;
  /** Equals price (WooCommerce's sale_price is the price actually charged). */
  salePrice: number;
  range: { min: number; max: number } | null;
  onSale: boolean;
  /** When the sale ends, if it does (for a variable product: the first of its variations' ends). */
  saleEndsGmt: string | null;
}

export function priceFacts(
  product: ProductRecord,
  summary: VariationSummary | undefined,
  nowGmt: string,
): PriceFacts {
  if (product.type === 'variable') {
    const min = summary?.minPrice ?? 0;
    const max = summary?.maxPrice ?? 0;
    return {
      price: min,
      regularPrice: summary?.minRegularPrice ?? 0,
      salePrice: min,
      range: min !== max ? { min, max } : null,
      onSale: summary?.onSale ?? false,
      saleEndsGmt: summary?.saleEndsGmt ?? null,
    };
  }
  const price = currentPrice(product, nowGmt) ?? 0;
  const onSale = isOnSale(product, nowGmt);
  return {
    price,
    regularPrice: product.regularPrice ?? 0,
    salePrice: price,
    range: null,
    onSale,
    saleEndsGmt: onSale ? product.saleEndsGmt : null,
  };
}
