// The Store API's cart as WooCommerce answers it, drawn from the stored lines at today's prices:
// items, totals, coupons, shipping rates, payment methods and each line's problems.
import type { StoreCart, StoreCartError, StoreCartItem } from '../../../../contracts/store';
import type {
  ImageRecord,
  ProductAttributeTerms,
  ProductRecord,
} from '../../storage/catalogRecords';
import type { CartLineRecord } from '../../storage/cartRepository';
import { EMPTY_ADDRESS } from '../../../../contracts/store';
import { toStoreImage } from '../catalog/imageView';
import { TOMAN, amount } from '../catalog/money';
import { currentPrice } from '../catalog/pricing';
import { productPermalink } from '../catalog/productView';
import { isInStock, lowStockRemaining, quantityLimit } from '../catalog/stock';
import { escapeHtml, renderParagraphs } from '../text';
import { isPurchasable } from './addItem';
import { cartItemProblems } from './cartFailures';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../../../contracts/checkout';
import { shareDiscount, type AppliedDiscount } from '../coupons/coupon';
import { shippingPackage } from '../shipping/shippingRates';
import type { ShippingZoneRecord } from '../../storage/shippingZonesRepository';

/** A cart line with the catalogue rows it refers to, loaded by the caller. */
export interface LoadedLine {
  line: CartLineRecord;
  /** The variation, or the simple product. */
  item: ProductRecord;
  /** The variable product of a variation; the product itself for a simple one. */
  product: ProductRecord;
  attributes: readonly ProductAttributeTerms[];
  image: ImageRecord | undefined;
}

// WooCommerce's raw prices carry six decimals (wc_get_rounding_precision).
const RAW_PRECISION = 6;
const rawAmount = (toman: number) => `${Math.round(toman)}${'0'.repeat(RAW_PRECISION)}`;

/** The line's chosen attributes with their labels and term names. */
export function variationLabels(loaded: LoadedLine) {
  return Object.entries(loaded.line.variation).map(([name, slug]) => {
    const entry = loaded.attributes.find((item) => `attribute_${item.attribute.taxonomy}` === name);
    const term = entry?.terms.find((candidate) => candidate.slug === slug);
    // WooCommerce sends only attribute and value; the shop's extra key comes after them.
    return {
      attribute: entry?.attribute.label ?? name,
      value: term?.name ?? slug,
      raw_attribute: name,
    };
  });
}

function permalink(loaded: LoadedLine, origin: string): string {
  const base = productPermalink(origin, loaded.product.slug);
  const query = new URLSearchParams(loaded.line.variation).toString();
  return query === '' ? base : `${base}?${query}`;
}

function toCartItem(
  loaded: LoadedLine,
  origin: string,
  nowGmt: string,
  lineDiscount = 0,
): StoreCartItem {
  const { item, product, line } = loaded;
  const price = currentPrice(item, nowGmt) ?? 0;
  const regular = item.regularPrice ?? 0;
  const lineTotal = price * line.quantity;
  return {
    key: line.key,
    id: item.id,
    type: item.type === 'variation' ? 'variation' : 'simple',
    quantity: line.quantity,
    quantity_limits: {
      minimum: 1,
      maximum: quantityLimit(item),
      multiple_of: 1,
      editable: !item.soldIndividually,
    },
    // The Store API names a variation's line by its parent's title; the choices come below.
    name: escapeHtml(product.name),
    short_description: renderParagraphs(product.shortDescription),
    description: renderParagraphs(item.description || product.description),
    sku: escapeHtml(item.sku),
    low_stock_remaining: lowStockRemaining(item),
    backorders_allowed: false,
    show_backorder_badge: false,
    sold_individually: item.soldIndividually,
    permalink: permalink(loaded, origin),
    images: loaded.image ? [toStoreImage(loaded.image, origin)] : [],
    variation: variationLabels(loaded),
    item_data: [],
    prices: {
      ...TOMAN,
      price: amount(price),
      regular_price: amount(regular),
      sale_price: amount(price),
      price_range: null,
      raw_prices: {
        precision: RAW_PRECISION,
        price: rawAmount(price),
        regular_price: rawAmount(regular),
        sale_price: rawAmount(price),
      },
    },
    totals: {
      ...TOMAN,
      line_subtotal: amount(lineTotal),
      line_subtotal_tax: '0',
      line_total: amount(lineTotal - lineDiscount),
      line_total_tax: '0',
    },
    catalog_visibility: 'visible',
    extensions: {},
  };
}

/** get_cart_item_errors: lines that can no longer be bought as they are. */
function lineProblem(loaded: LoadedLine): StoreCartError | undefined {
  const parent = loaded.item.type === 'variation' ? loaded.product : undefined;
  const name = loaded.item.name;
  if (!isPurchasable(loaded.item, parent)) return cartItemProblems.notPurchasable(name);
  if (!isInStock(loaded.item)) return cartItemProblems.outOfStock(name);
  const stock = loaded.item.stockQuantity;
  if (stock !== null && stock < loaded.line.quantity) return cartItemProblems.notEnough(name);
  return undefined;
}

/**
 * GET wc/store/v1/cart. Prices are read now, so a cart always shows what it would cost. `zones`
 * are the shop's shipping zones: a cart that needs shipping gets its package and rates.
 */
export function toStoreCart(
  lines: readonly LoadedLine[],
  origin: string,
  nowGmt: string,
  discounts: readonly AppliedDiscount[] = [],
  zones: readonly ShippingZoneRecord[] = [],
  paymentMethods: readonly PaymentMethodId[] = PAYMENT_METHODS,
): StoreCart {
  const lineTotals = lines.map(
    (loaded) => (currentPrice(loaded.item, nowGmt) ?? 0) * loaded.line.quantity,
  );
  const totalItems = lineTotals.reduce((sum, value) => sum + value, 0);
  // Coupons come off the lines in proportion (WooCommerce's line_total is after discounts).
  const totalDiscount = discounts.reduce((sum, applied) => sum + applied.discount, 0);
  const shares = shareDiscount(lineTotals, totalDiscount);
  const items = lines.map((loaded, index) =>
    toCartItem(loaded, origin, nowGmt, shares[index] ?? 0),
  );
  const grams = lines.reduce(
    (sum, loaded) => sum + (loaded.item.weightGrams ?? 0) * loaded.line.quantity,
    0,
  );
  const needsShipping = lines.some((loaded) => !loaded.item.virtual);
  const shippingAddress = { ...EMPTY_ADDRESS };
  const shipment = needsShipping
    ? shippingPackage(
        zones,
        shippingAddress,
        lines.map(({ line, item }) => ({
          key: line.key,
          name: item.name,
          quantity: line.quantity,
        })),
      )
    : undefined;
  return {
    items,
    coupons: discounts.map((applied) => ({
      code: applied.coupon.code,
      discount_type: applied.coupon.discountType,
      totals: { ...TOMAN, total_discount: amount(applied.discount), total_discount_tax: '0' },
    })),
    fees: [],
    totals: {
      ...TOMAN,
      total_items: amount(totalItems),
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: amount(totalDiscount),
      total_discount_tax: '0',
      // Every method the shop offers is free: shipping adds nothing to total_price.
      total_shipping: shipment ? '0' : null,
      total_shipping_tax: shipment ? '0' : null,
      total_price: amount(totalItems - totalDiscount),
      total_tax: '0',
      tax_lines: [],
    },
    shipping_address: shippingAddress,
    billing_address: { ...EMPTY_ADDRESS, email: '' },
    needs_payment: totalItems - totalDiscount > 0,
    needs_shipping: needsShipping,
    payment_requirements: ['products'],
    has_calculated_shipping: shipment !== undefined,
    shipping_rates: shipment ? [shipment] : [],
    items_count: lines.reduce((sum, loaded) => sum + loaded.line.quantity, 0),
    items_weight: grams / 1000,
    cross_sells: [],
    errors: lines.flatMap((loaded) => {
      const problem = lineProblem(loaded);
      return problem ? [problem] : [];
    }),
    payment_methods: [...paymentMethods],
    extensions: {},
  };
}
