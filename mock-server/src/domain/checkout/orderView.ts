// A placed order as the order routes and the checkout answer it, with the link to pay again
// while an online payment is still owed.
import { orderReceivedPath, type StoreCheckoutResponse } from '../../../../contracts/checkout';
import { PAYMENT_METHOD_NAMES } from '../../../../contracts/paymentMethodNames';
import { orderPayRoute, type ShopOrder, type ShopOrderStatus } from '../../../../contracts/orders';
import { TOMAN, amount } from '../catalog/money';
import type { OrderRecord } from '../../storage/ordersRepository';
import type { OrderDetails } from '../../storage/orderDetailsRepository';

/** A placed order as the shop's read routes answer it. */
export interface PlacedOrder {
  order: OrderRecord;
  details: OrderDetails;
}

/** An online payment is still owed: the retry link applies. */
export function awaitsOnlinePayment(placed: PlacedOrder): boolean {
  return (
    placed.details.paymentMethod === 'persian_card' &&
    (placed.order.status === 'pending' || placed.order.status === 'failed')
  );
}

/** The retry link, under the REST root of the request's origin. */
export function payUrl(origin: string, placed: PlacedOrder): string {
  return `${origin}/wp-json/${orderPayRoute(placed.order.id)}?key=${encodeURIComponent(placed.details.orderKey)}`;
}

/** `payable`: the shop has a card gateway now (without one there is nothing to pay with). */
export function toShopOrder(placed: PlacedOrder, origin: string, payable = true): ShopOrder {
  const { order, details } = placed;
  return {
    id: order.id,
    number: String(order.id),
    order_key: details.orderKey,
    // Only the statuses a placed order can have reach here (a checkout draft has no key).
    status: order.status === 'checkout-draft' ? 'pending' : (order.status as ShopOrderStatus),
    date_created_gmt: order.createdGmt,
    date_paid_gmt: details.paidGmt,
    customer_id: details.customerId,
    customer_note: details.customerNote,
    billing_address: details.billing,
    shipping_address: details.shipping,
    national_code: details.nationalCode,
    payment_method: details.paymentMethod,
    payment_method_title: PAYMENT_METHOD_NAMES[details.paymentMethod],
    transfer_reference: details.transferReference,
    payment_url: payable && awaitsOnlinePayment(placed) ? payUrl(origin, placed) : null,
    lines: details.lines.map((line) => ({
      product_id: line.productId,
      variation_id: line.variationId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      price: amount(line.price),
      subtotal: amount(line.subtotal),
      total: amount(line.total),
      variation: line.variation,
    })),
    coupons: details.coupons.map((coupon) => ({
      code: coupon.code,
      discount: amount(coupon.discount),
    })),
    totals: {
      ...TOMAN,
      subtotal: amount(details.subtotal),
      discount: amount(details.discountTotal),
      shipping: amount(details.shippingTotal),
      total: amount(order.total),
    },
  };
}

/** The Store API's checkout answer for a placed order. */
export function toCheckoutResponse(
  placed: PlacedOrder,
  origin: string,
  redirectUrl: string | undefined,
): StoreCheckoutResponse {
  const { order, details } = placed;
  const received = `${origin}${orderReceivedPath(order.id, details.orderKey)}`;
  const redirect = redirectUrl ?? received;
  return {
    order_id: order.id,
    status: order.status,
    order_key: details.orderKey,
    order_number: String(order.id),
    customer_note: details.customerNote,
    customer_id: details.customerId,
    billing_address: details.billing,
    shipping_address: details.shipping,
    payment_method: details.paymentMethod,
    payment_result: {
      payment_status: 'success',
      // The gateway's process_payment() answer, as WooCommerce lists it.
      payment_details: [
        { key: 'result', value: 'success' },
        { key: 'redirect', value: redirect },
      ],
      redirect_url: redirect,
    },
    additional_fields:
      details.nationalCode === '' ? {} : { 'persian-shop/national-code': details.nationalCode },
    __experimentalCart: null,
    extensions: {},
  };
}
