// A Store API cart for client tests.
import { emptyAddress } from '../../../contracts/account';
import type { StoreCart, StoreCartItem } from '../../../contracts/store';
import { toman } from '../catalog/testSupport/products';

export function makeCart(itemsCount: number, totalPrice: string): StoreCart {
  const { email: _email, ...address } = emptyAddress();
  return {
    items: [],
    coupons: [],
    fees: [],
    totals: {
      ...toman,
      total_items: totalPrice,
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: '0',
      total_discount_tax: '0',
      total_shipping: null,
      total_shipping_tax: null,
      total_price: totalPrice,
      total_tax: '0',
      tax_lines: [],
    },
    shipping_address: address,
    billing_address: { ...address, email: '' },
    needs_payment: itemsCount > 0,
    needs_shipping: itemsCount > 0,
    payment_requirements: ['products'],
    has_calculated_shipping: false,
    shipping_rates: [],
    items_count: itemsCount,
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: [],
    extensions: {},
  };
}

let nextLine = 1;

/** A cart line as the Store API lists it; only what a test cares about needs giving. */
export function makeCartItem(
  fields: Partial<StoreCartItem> & { name: string; price: string; quantity?: number },
): StoreCartItem {
  const { price, ...rest } = fields;
  const quantity = fields.quantity ?? 1;
  const key = (nextLine++).toString(16).padStart(32, '0');
  return {
    key,
    id: 300 + nextLine,
    type: 'simple',
    quantity,
    quantity_limits: { minimum: 1, maximum: 9999, multiple_of: 1, editable: true },
    short_description: '',
    description: '',
    sku: '',
    low_stock_remaining: null,
    backorders_allowed: false,
    show_backorder_badge: false,
    sold_individually: false,
    permalink: 'http://localhost/product/item/',
    images: [],
    variation: [],
    item_data: [],
    prices: {
      ...toman,
      price,
      regular_price: price,
      sale_price: price,
      price_range: null,
      raw_prices: { precision: 6, price, regular_price: price, sale_price: price },
    },
    totals: {
      ...toman,
      line_subtotal: String(Number(price) * quantity),
      line_subtotal_tax: '0',
      line_total: String(Number(price) * quantity),
      line_total_tax: '0',
    },
    catalog_visibility: 'visible',
    extensions: {},
    ...rest,
  };
}

/** A cart holding these lines, totals summed, with an optional discount and its coupon. */
export function makeCartWith(
  items: StoreCartItem[],
  coupon?: { code: string; discount: string },
): StoreCart {
  const subtotal = items.reduce((sum, item) => sum + Number(item.totals.line_subtotal), 0);
  const discount = coupon ? Number(coupon.discount) : 0;
  const cart = makeCart(
    items.reduce((sum, item) => sum + item.quantity, 0),
    String(subtotal - discount),
  );
  cart.items = items;
  cart.totals.total_items = String(subtotal);
  cart.totals.total_discount = String(discount);
  if (coupon) {
    cart.coupons = [
      {
        code: coupon.code,
        discount_type: 'percent',
        totals: { ...toman, total_discount: coupon.discount, total_discount_tax: '0' },
      },
    ];
  }
  return cart;
}
