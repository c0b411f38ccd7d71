// The woocommerce-store-api pact, part two: what the cart page and the checkout send. Changing a
// line's quantity, removing it, applying a coupon (a good one and an unknown one), and placing
// the order: with the attribution extension data, and with an item that sold out meanwhile.
// client/api/store.ts and checkout.ts speak to Pact's mock server for real. The Iranian address
// rules are not WooCommerce's: their interaction is in the persian-shop pact.
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { WpApiError } from '../../client/api/errors';
import { checkout } from '../../client/api/checkout';
import {
  applyCoupon,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from '../../client/api/cartLines';
import { buildCheckoutRequest } from '../../client/features/checkout/request';
import {
  attribution,
  checkoutRequest,
  pointCartPageAt as pointAt,
  typedOrder,
} from './checkoutOrder';
import {
  CHECKOUT_PARAMS,
  CHECKOUT_STATES,
  CONSUMER,
  EXAMPLE_STORE_NONCE,
  STORE_PROVIDER,
} from './storeApiContract';
import { executeSettled } from './settledMockServer';
import { PACT_DIR } from './wordpressContract';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = new PactV3({
  consumer: CONSUMER,
  provider: STORE_PROVIDER,
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

const AMOUNT = '^\\d+$';
/** A coupon code no shop has: applying it must be refused. */
const UNKNOWN_COUPON = 'no-such-coupon-4f9a';
const ITEM_KEY = 'b6d767d2f8ed5d21a44b0e5886680cb9';

const currency = {
  currency_code: string('IRT'),
  currency_minor_unit: integer(0),
  currency_prefix: string(''),
  currency_suffix: string(' تومان'),
};

const cartTotals = {
  ...currency,
  total_items: regex(AMOUNT, '980000'),
  total_discount: regex(AMOUNT, '0'),
  total_price: regex(AMOUNT, '980000'),
};

const cartItem = {
  key: regex('^[0-9a-f]{32}$', ITEM_KEY),
  id: integer(41),
  quantity: integer(2),
  quantity_limits: { minimum: integer(1), maximum: integer(25), editable: like(true) },
  name: string('پاوربانک ۲۰۰۰۰ میلی‌آمپر'),
  prices: { ...currency, price: regex(AMOUNT, '490000'), regular_price: regex(AMOUNT, '490000') },
  totals: { ...currency, line_total: regex(AMOUNT, '980000') },
};

const headers = { Nonce: EXAMPLE_STORE_NONCE, 'Content-Type': 'application/json' };
const query = { _locale: 'user' };
const itemKey = fromProviderState(`\${${CHECKOUT_PARAMS.itemKey}}`, ITEM_KEY);

describe('woocommerce-store-api: cart page', () => {
  it('changes the quantity of a line', () => {
    pact
      .given(CHECKOUT_STATES.cartWithProduct)
      .uponReceiving('changing the quantity of a cart line')
      .withRequest({
        method: 'POST',
        path: '/wp-json/wc/store/v1/cart/update-item',
        query,
        headers,
        body: { key: itemKey, quantity: 2 },
      })
      .willRespondWith({
        status: 200,
        body: { items: eachLike(cartItem), items_count: integer(2), totals: cartTotals },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const cart = await updateCartItem(ITEM_KEY, 2);
      expect(cart.items[0]).toMatchObject({ key: ITEM_KEY, quantity: 2 });
    });
  });

  it('removes a line', () => {
    pact
      .given(CHECKOUT_STATES.cartWithProduct)
      .uponReceiving('removing a cart line')
      .withRequest({
        method: 'POST',
        path: '/wp-json/wc/store/v1/cart/remove-item',
        query,
        headers,
        body: { key: itemKey },
      })
      .willRespondWith({
        status: 200,
        body: { items: [], items_count: 0, totals: { ...cartTotals, total_price: '0' } },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const cart = await removeCartItem(ITEM_KEY);
      expect(cart.items_count).toBe(0);
    });
  });

  it('applies a coupon and answers the discounted totals', () => {
    pact
      .given(CHECKOUT_STATES.cartWithProduct)
      .uponReceiving('applying a coupon the cart qualifies for')
      .withRequest({
        method: 'POST',
        path: '/wp-json/wc/store/v1/cart/apply-coupon',
        query,
        headers,
        body: { code: fromProviderState(`\${${CHECKOUT_PARAMS.couponCode}}`, 'welcome10') },
      })
      .willRespondWith({
        status: 200,
        body: {
          coupons: eachLike({
            code: string('welcome10'),
            discount_type: regex('^(percent|fixed_cart|fixed_product)$', 'percent'),
            totals: { ...currency, total_discount: regex(AMOUNT, '49000') },
          }),
          items: eachLike(cartItem),
          totals: { ...cartTotals, total_discount: regex('^[1-9]\\d*$', '49000') },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const cart = await applyCoupon('welcome10');
      expect(cart.coupons[0]?.code).toBe('welcome10');
      expect(Number(cart.totals.total_discount)).toBeGreaterThan(0);
    });
  });

  it('is refused an unknown coupon with a Persian reason', () => {
    pact
      .given(CHECKOUT_STATES.cartWithProduct)
      .uponReceiving('applying an unknown coupon')
      .withRequest({
        method: 'POST',
        path: '/wp-json/wc/store/v1/cart/apply-coupon',
        query,
        headers,
        body: { code: UNKNOWN_COUPON },
      })
      .willRespondWith({
        status: 400,
        body: {
          code: 'woocommerce_rest_cart_coupon_error',
          message: string(`کد تخفیف «${UNKNOWN_COUPON}» وجود ندارد!`),
          data: { status: 400 },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const failure = await applyCoupon(UNKNOWN_COUPON).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WpApiError);
      expect(failure).toMatchObject({ code: 'woocommerce_rest_cart_coupon_error', status: 400 });
    });
  });
});

describe('woocommerce-store-api: removing a coupon', () => {
  it('removes an applied coupon and answers the full totals', () => {
    pact
      .given(CHECKOUT_STATES.cartWithCoupon)
      .uponReceiving('removing an applied coupon')
      .withRequest({
        method: 'POST',
        path: '/wp-json/wc/store/v1/cart/remove-coupon',
        query,
        headers,
        body: { code: fromProviderState(`\${${CHECKOUT_PARAMS.couponCode}}`, 'welcome10') },
      })
      .willRespondWith({
        status: 200,
        body: { coupons: [], items: eachLike(cartItem), totals: cartTotals },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const cart = await removeCoupon('welcome10');
      expect(cart.coupons).toEqual([]);
      expect(cart.totals.total_discount).toBe('0');
    });
  });
});

describe('woocommerce-store-api: checkout', () => {
  it('places a guest order with the attribution extension data', () => {
    pact
      .given(CHECKOUT_STATES.cartWithProduct)
      .uponReceiving('placing an order with the order attribution extension data')
      .withRequest(checkoutRequest(typedOrder()))
      .willRespondWith({
        status: 200,
        body: {
          order_id: integer(1042),
          status: regex('^(processing|on-hold|pending)$', 'processing'),
          order_key: regex('^wc_order_[A-Za-z0-9]+$', 'wc_order_AbCdEf1234567'),
          order_number: regex('^\\d+$', '1042'),
          billing_address: like({ postcode: '1434863111', phone: '09123456789' }),
          payment_method: 'cod',
          payment_result: {
            payment_status: 'success',
            redirect_url: regex(
              '^https?://[^\\s]+/checkout/order-received/\\d+/\\?key=wc_order_[A-Za-z0-9]+$',
              'https://shop.example/checkout/order-received/1042/?key=wc_order_AbCdEf1234567',
            ),
          },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const order = await checkout(buildCheckoutRequest(typedOrder(), 'cod', attribution));
      expect(order.order_key).toMatch(/^wc_order_/);
      expect(order.payment_result?.redirect_url).toContain(
        `/checkout/order-received/${order.order_id}/`,
      );
    });
  });

  it('is told an item sold out, and nothing is ordered', () => {
    pact
      .given(CHECKOUT_STATES.cartOutOfStock)
      .uponReceiving('placing an order for an item that has sold out')
      .withRequest(checkoutRequest(typedOrder()))
      .willRespondWith({
        status: 409,
        body: {
          code: 'woocommerce_rest_product_out_of_stock',
          message: string('متأسفانه «پاوربانک ۲۰۰۰۰ میلی‌آمپر» ناموجود است.'),
          data: { status: 409 },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const failure = await checkout(buildCheckoutRequest(typedOrder(), 'cod', attribution)).catch(
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({ code: 'woocommerce_rest_product_out_of_stock', status: 409 });
    });
  });
});
