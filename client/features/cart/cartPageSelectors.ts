// What the cart and checkout pages read from the cart feature's state: their chunks' own, so the
// main chunk (the menu's count and total) does not carry them (issue 29).
import { createSelector } from '@reduxjs/toolkit';
import type { StoreCurrency } from '../../../contracts/store';
import type { CartState, LineWork } from './slice';

interface WithCart {
  cart: CartState;
}

export interface CartLineView {
  key: string;
  name: string;
  permalink: string;
  image: { src: string; alt: string } | null;
  /** "رنگ: قرمز، اندازه: S" parts, in the cart's order. */
  variation: { attribute: string; value: string }[];
  quantity: number;
  /** What the quantity field shows: the typed draft, else the server's quantity. */
  quantityText: string | null;
  minimum: number;
  /** 0: no maximum. */
  maximum: number;
  editable: boolean;
  unitPrice: string;
  unitRegularPrice: string;
  /**
   * Price × quantity before coupons, as WooCommerce's cart shows a line (line_subtotal); the
   * coupons' discount, which the Store API also spreads over each line_total, is in the totals.
   */
  lineSubtotal: string;
  busy: LineWork | null;
}

export interface CartTotalsView {
  currency: StoreCurrency;
  subtotal: string;
  discount: string;
  /** null until the shipping is known (the checkout's address decides it). */
  shipping: string | null;
  total: string;
  coupons: string[];
}

export interface CartPageView {
  status: CartState['status'];
  lines: CartLineView[];
  totals: CartTotalsView | null;
  coupon: CartState['coupon'];
  /** Problems the Store API reports about the cart itself (an item that went out of stock). */
  problems: string[];
}

export const selectCartPage = createSelector(
  [(state: WithCart) => state.cart],
  (cart): CartPageView => {
    const data = cart.cart;
    const lines = (data?.items ?? []).map((item): CartLineView => ({
      key: item.key,
      name: item.name,
      permalink: item.permalink,
      image: item.images[0]
        ? { src: item.images[0].thumbnail || item.images[0].src, alt: item.images[0].alt }
        : null,
      variation: item.variation.map(({ attribute, value }) => ({ attribute, value })),
      quantity: item.quantity,
      quantityText: cart.drafts[item.key] ?? null,
      minimum: item.quantity_limits.minimum,
      maximum: item.quantity_limits.maximum,
      editable: item.quantity_limits.editable,
      unitPrice: item.prices.price,
      unitRegularPrice: item.prices.regular_price,
      lineSubtotal: item.totals.line_subtotal,
      busy: cart.busy[item.key] ?? null,
    }));
    const totals: CartTotalsView | null = data
      ? {
          currency: data.totals,
          subtotal: data.totals.total_items,
          discount: data.totals.total_discount,
          shipping: data.totals.total_shipping,
          total: data.totals.total_price,
          coupons: data.coupons.map((coupon) => coupon.code),
        }
      : null;
    return {
      status: cart.status,
      lines,
      totals,
      coupon: cart.coupon,
      problems: (data?.errors ?? []).map((error) => error.message),
    };
  },
);

/** The typed quantity of a line, if the shopper has typed one. */
export const selectQuantityDraft = (state: WithCart, key: string): string | undefined =>
  state.cart.drafts[key];

export const selectCartLine = (state: WithCart, key: string) =>
  state.cart.cart?.items.find((item) => item.key === key);

export const selectCouponCode = (state: WithCart): string => state.cart.coupon.code;
