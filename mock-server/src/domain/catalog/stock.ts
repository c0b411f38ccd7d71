// WooCommerce's stock rules: whether a product is in stock, how many one order may take, and the
// stock text a product page shows.
import type { ProductRecord } from '../../storage/catalogRecords';
import { persianNumber } from './persianText';

/** WooCommerce's default "notify low stock" amount: at or below it the stock text says "only". */
export const LOW_STOCK_AMOUNT = 2;
/** WooCommerce's Store API ceiling for any quantity. */
export const QUANTITY_CEILING = 9999;
/**
 * The shop's per-order limit for an item whose stock is not tracked (issue 11): nothing else
 * bounds such a line, and one order of thousands of units is a hoax, not a sale.
 */
export const UNTRACKED_QUANTITY_LIMIT = 100;

export function managesStock(product: ProductRecord): boolean {
  return product.stockQuantity !== null;
}

/** is_in_stock: managed stock must be above zero; otherwise the stored status decides. */
export function isInStock(product: Pick<ProductRecord, 'stockStatus' | 'stockQuantity'>): boolean {
  if (product.stockStatus === 'onbackorder') return true;
  if (product.stockQuantity !== null && product.stockQuantity <= 0) return false;
  return product.stockStatus !== 'outofstock';
}

/**
 * get_max_purchase_quantity: 1 when sold individually, else the managed stock and any per-order
 * limit, whichever is lower; -1 when nothing limits it.
 */
export function maxPurchaseQuantity(product: ProductRecord): number {
  if (product.soldIndividually) return 1;
  const limits: number[] = [];
  if (product.stockQuantity !== null) limits.push(Math.max(product.stockQuantity, 0));
  if (product.maxPerOrder !== null) limits.push(product.maxPerOrder);
  return limits.length > 0 ? Math.min(...limits) : -1;
}

/**
 * The Store API's add_to_cart.maximum and cart item quantity limit (QuantityLimits); untracked
 * stock is limited to UNTRACKED_QUANTITY_LIMIT, as a per-product maximum would limit it.
 */
export function quantityLimit(product: ProductRecord): number {
  const limits = [QUANTITY_CEILING];
  if (product.soldIndividually) limits.push(1);
  else if (product.stockQuantity !== null) limits.push(product.stockQuantity);
  else limits.push(UNTRACKED_QUANTITY_LIMIT);
  if (product.maxPerOrder !== null) limits.push(product.maxPerOrder);
  return Math.max(Math.min(...limits.filter((limit) => limit !== 0)), 1);
}

export interface Availability {
  text: string;
  class: 'in-stock' | 'out-of-stock' | 'available-on-backorder';
}

/**
 * get_availability with the default stock format: "N in stock" when stock is managed, nothing
 * when it is not (WooCommerce prints no text for unmanaged stock), "out of stock" otherwise.
 */
export function availability(product: ProductRecord): Availability {
  if (!isInStock(product)) return { text: 'ناموجود', class: 'out-of-stock' };
  const quantity = product.stockQuantity;
  if (quantity === null) return { text: '', class: 'in-stock' };
  return { text: `${persianNumber(quantity)} عدد در انبار`, class: 'in-stock' };
}

/** The paragraph WooCommerce prints for it (wc_get_stock_html); empty when there is no text. */
export function availabilityHtml(product: ProductRecord): string {
  const { text, class: className } = availability(product);
  return text === '' ? '' : `<p class="stock ${className}">${text}</p>`;
}

/** Store API low_stock_remaining: the stock when at or below the low-stock amount, else null. */
export function lowStockRemaining(product: ProductRecord): number | null {
  const quantity = product.stockQuantity;
  return quantity !== null && quantity <= LOW_STOCK_AMOUNT ? Math.max(quantity, 0) : null;
}

/** Swatches Pro variation_stock_left ("%s left"), in Persian: set only when stock is managed. */
export function stockLeftText(product: ProductRecord): string {
  return product.stockQuantity === null
    ? ''
    : `${persianNumber(Math.max(product.stockQuantity, 0))} عدد باقی مانده`;
}
